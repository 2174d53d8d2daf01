import { z } from 'zod'
import {
  dataEnvelope,
  emailAddress,
  endpoint,
  id,
  idParam,
  listEnvelope,
  messageResponse,
  multiLineText,
  oneLineText,
  phoneNumber,
  text,
} from './common'
import { NAMES_NOTHING } from './url'

export const blog = z.object({
  id,
  name: z.string(),
  image: text,
  /** HTML, rendered only after sanitising. */
  description: text,
  authorname: text,
  created_at: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
})
export type Blog = z.infer<typeof blog>

/** FAQ ids arrive as `faq_id` or `id`; the UI sees `id`. */
export const faq = z
  .object({ id: id.optional(), faq_id: id.optional(), question: z.string(), answer: text })
  .transform(({ id: rowId, faq_id, question, answer }) => ({ id: rowId ?? faq_id ?? 0, question, answer }))
export type Faq = z.infer<typeof faq>

export const cmsPageId = z.enum(['1', '2', '3'])
/** In a path, any other id names no page: a 404, as an unknown page (server/lib/route.ts). */
const cmsPagePathId = z
  .string()
  .refine((value) => cmsPageId.safeParse(value).success, { error: 'Not found.', params: { [NAMES_NOTHING]: true } })
  .pipe(cmsPageId)
export const cmsPage = z.object({ title: text, description: text, updated_at: z.string().nullish() })
export type CmsPage = z.infer<typeof cmsPage>

/** Settings arrive with capitalised keys and `responce_time`; the UI sees lower-case keys and `response_time`. */
export const settings = z
  .object({
    Email: text,
    Call: text,
    responce_time: text,
    Address: text,
    Facebook: text,
    Instagram: text,
    Pinterest: text,
    Twitter: text,
    Youtube: text,
  })
  .transform((s) => ({
    email: s.Email,
    call: s.Call,
    response_time: s.responce_time,
    address: s.Address,
    facebook: s.Facebook,
    instagram: s.Instagram,
    pinterest: s.Pinterest,
    twitter: s.Twitter,
    youtube: s.Youtube,
  }))
export type Settings = z.infer<typeof settings>

const count = z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number)

export const homeData = z.object({
  video_image: text,
  video_url: text,
  count_1: count,
  count_2: count,
  count_3: count,
  count_4: count,
  brochure_one: text,
  brochure_one_text: text,
  brochure_two: text,
  brochure_two_text: text,
})
export type HomeData = z.infer<typeof homeData>

/** A shape the product rules leave open: a partner organisation's logo for the home carousel. */
export const partner = z.object({ id, name: z.string(), logo: z.string(), url: text })
export type Partner = z.infer<typeof partner>

/** A shape the product rules leave open: what the footer lists besides settings. */
export const footerData = z.object({
  categories: z.array(z.object({ id, slug: z.string(), category: z.string() })),
  support_links: z.array(z.object({ label: z.string(), href: z.string() })),
})
export type FooterData = z.infer<typeof footerData>

/** The most lines a contact message may hold: a long letter, not a pasted file. */
export const MAX_MESSAGE_LINES = 100

export const contactRequest = z.object({
  name: oneLineText('Name', 120),
  email: emailAddress,
  phone: phoneNumber,
  message: multiLineText('Message', 5000, MAX_MESSAGE_LINES),
  /** Set by the offline outbox so that a message replayed after a lost response is stored once. */
  client_id: z.uuid().optional(),
})
export type ContactRequest = z.infer<typeof contactRequest>

export const contentCalls = {
  blogs: endpoint({ method: 'GET', path: '/blog/list', response: listEnvelope(blog) }),
  blog: endpoint({ method: 'GET', path: '/blog/:id', params: idParam, response: dataEnvelope(blog) }),
  faqs: endpoint({ method: 'GET', path: '/faq', response: listEnvelope(faq) }),
  cms: endpoint({
    method: 'GET',
    path: '/cms/:id',
    params: z.object({ id: cmsPagePathId }),
    response: dataEnvelope(cmsPage),
  }),
  settings: endpoint({ method: 'GET', path: '/setting', response: dataEnvelope(settings) }),
  homeData: endpoint({ method: 'GET', path: '/home-data', response: dataEnvelope(homeData) }),
  partners: endpoint({ method: 'GET', path: '/partner', response: listEnvelope(partner) }),
  footer: endpoint({ method: 'GET', path: '/footer', response: dataEnvelope(footerData) }),
  contact: endpoint({ method: 'POST', path: '/contact', body: contactRequest, response: messageResponse }),
} as const
