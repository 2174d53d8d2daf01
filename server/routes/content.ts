import type { FastifyInstance } from 'fastify'
import { contentCalls } from '../../src/shared/contract/content'
import {
  allBlogs,
  allPartners,
  blogOf,
  cmsPageOf,
  CONTACT_THANKS,
  footerOf,
  generalFaqs,
  keepContactMessage,
  siteDocument,
} from '../content/site'
import type { Database } from '../db/client'
import { route } from '../lib/route'

/** The site's own content: blogs, FAQs, CMS pages, settings, the home page, partners, the footer and contact. */
export function contentRoutes(app: FastifyInstance, db: Database): void {
  route(app, contentCalls.blogs, async () => ({ success: true, data: await allBlogs(db) }))

  route(app, contentCalls.blog, async ({ params }) => ({ success: true, data: await blogOf(db, Number(params.id)) }))

  route(app, contentCalls.faqs, async () => ({ success: true, data: await generalFaqs(db) }))

  route(app, contentCalls.cms, async ({ params }) => ({ success: true, data: await cmsPageOf(db, Number(params.id)) }))

  route(app, contentCalls.settings, async () => ({ success: true, data: await siteDocument(db, 'settings') }))

  route(app, contentCalls.homeData, async () => ({ success: true, data: await siteDocument(db, 'home_data') }))

  route(app, contentCalls.partners, async () => ({ success: true, data: await allPartners(db) }))

  route(app, contentCalls.footer, async () => ({ success: true, data: await footerOf(db) }))

  route(app, contentCalls.contact, async ({ body }) => {
    await keepContactMessage(db, body)
    return { success: true, message: CONTACT_THANKS }
  })
}
