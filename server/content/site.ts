import { asc, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { contentCalls, footerData, homeData, settings } from '../../src/shared/contract/content'
import type { Database } from '../db/client'
import { blogs, categories, cmsPages, contactMessages, faqs, partners, siteContent } from '../db/schema'
import { notFound } from '../lib/http-error'

/** Documents kept whole under a key of `site_content`, in the provider's own shape. */
export interface SiteDocuments {
  settings: z.input<typeof settings>
  home_data: z.input<typeof homeData>
  support_links: z.input<typeof footerData>['support_links']
}

export async function siteDocument<K extends keyof SiteDocuments>(db: Database, key: K): Promise<SiteDocuments[K]> {
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

export const allBlogs = (db: Database) =>
  db.select(blogColumns).from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id))

export async function blogOf(db: Database, id: number) {
  const [row] = await db.select(blogColumns).from(blogs).where(eq(blogs.id, id))
  if (!row) throw notFound('Blog not found.')
  return row
}

/** General FAQs carry `faq_id`, as the provider sends them. */
export const generalFaqs = (db: Database) =>
  db
    .select({ faq_id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .orderBy(asc(faqs.sort), asc(faqs.id))

export async function cmsPageOf(db: Database, id: number) {
  const [row] = await db
    .select({ title: cmsPages.title, description: cmsPages.description, updated_at: cmsPages.updatedAt })
    .from(cmsPages)
    .where(eq(cmsPages.id, id))
  if (!row) throw notFound('Page not found.')
  return row
}

export const allPartners = (db: Database) =>
  db
    .select({ id: partners.id, name: partners.name, logo: partners.logo, url: partners.url })
    .from(partners)
    .orderBy(asc(partners.sort), asc(partners.id))

/** The footer: every category, and the support links document. */
export async function footerOf(db: Database) {
  return {
    categories: await db
      .select({ id: categories.id, slug: categories.slug, category: categories.category })
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id)),
    support_links: await siteDocument(db, 'support_links'),
  }
}

/** Keeps a contact message; a replayed outbox message (same client_id) is stored once. */
export async function keepContactMessage(db: Database, message: z.output<(typeof contentCalls)['contact']['body']>) {
  await db
    .insert(contactMessages)
    .values({
      name: message.name,
      email: message.email,
      phone: message.phone,
      message: message.message,
      clientId: message.client_id,
    })
    .onConflictDoNothing()
}
