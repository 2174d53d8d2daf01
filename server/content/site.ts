import { asc, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { contentCalls, type footerData, type homeData, type settings } from '../../src/shared/contract/content'
import type { Database } from '../db/client'
import { blogs, categories, cmsPages, contactMessages, faqs, partners, siteContent } from '../db/schema'
import { notFound } from '../lib/http-error'
import { route } from '../lib/route'

/** Documents kept whole under a key of `site_content`, in the provider's own shape. */
export interface SiteDocuments {
  settings: z.input<typeof settings>
  home_data: z.input<typeof homeData>
  support_links: z.input<typeof footerData>['support_links']
}

async function siteDocument<K extends keyof SiteDocuments>(db: Database, key: K): Promise<SiteDocuments[K]> {
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, key))
  if (!row) throw notFound()
  return row.value as SiteDocuments[K]
}

const blogColumns = {
  id: blogs.id,
  name: blogs.name,
  image: blogs.image,
  description: blogs.description,
  authorname: blogs.authorname,
  created_at: blogs.createdAt,
}

export const CONTACT_THANKS = 'Thank you for your message. We will get back to you within one working day.'

export function contentRoutes(app: FastifyInstance, db: Database): void {
  route(app, contentCalls.blogs, async () => ({
    success: true,
    data: await db.select(blogColumns).from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id)),
  }))

  route(app, contentCalls.blog, async ({ params }) => {
    const [row] = await db
      .select(blogColumns)
      .from(blogs)
      .where(eq(blogs.id, Number(params.id)))
    if (!row) throw notFound('Blog not found.')
    return { success: true, data: row }
  })

  // General FAQs carry `faq_id`, as the provider sends them.
  route(app, contentCalls.faqs, async () => ({
    success: true,
    data: await db
      .select({ faq_id: faqs.id, question: faqs.question, answer: faqs.answer })
      .from(faqs)
      .orderBy(asc(faqs.sort), asc(faqs.id)),
  }))

  route(app, contentCalls.cms, async ({ params }) => {
    const [row] = await db
      .select({ title: cmsPages.title, description: cmsPages.description, updated_at: cmsPages.updatedAt })
      .from(cmsPages)
      .where(eq(cmsPages.id, Number(params.id)))
    if (!row) throw notFound('Page not found.')
    return { success: true, data: row }
  })

  route(app, contentCalls.settings, async () => ({ success: true, data: await siteDocument(db, 'settings') }))

  route(app, contentCalls.homeData, async () => ({ success: true, data: await siteDocument(db, 'home_data') }))

  route(app, contentCalls.partners, async () => ({
    success: true,
    data: await db
      .select({ id: partners.id, name: partners.name, logo: partners.logo, url: partners.url })
      .from(partners)
      .orderBy(asc(partners.sort), asc(partners.id)),
  }))

  route(app, contentCalls.footer, async () => ({
    success: true,
    data: {
      categories: await db
        .select({ id: categories.id, slug: categories.slug, category: categories.category })
        .from(categories)
        .orderBy(asc(categories.sort), asc(categories.id)),
      support_links: await siteDocument(db, 'support_links'),
    },
  }))

  route(app, contentCalls.contact, async ({ body }) => {
    // A replayed outbox message (same client_id) is stored once and answered the same.
    await db
      .insert(contactMessages)
      .values({
        name: body.name,
        email: body.email,
        phone: body.phone,
        message: body.message,
        clientId: body.client_id,
      })
      .onConflictDoNothing()
    return { success: true, message: CONTACT_THANKS }
  })
}
