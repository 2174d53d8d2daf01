import { z } from 'zod'
import { changedAt, endpoint, id, listEnvelope, money, oneLineText, text } from './common'
import { idOrSlug } from './url'

export const courseFor = z.enum(['online', 'inhouse', 'descriptive'])
export type CourseFor = z.infer<typeof courseFor>

export const category = z.object({
  id,
  slug: z.string(),
  category: z.string(),
  icon: text,
})
export type Category = z.infer<typeof category>

/** What a course card needs; list calls send this (or the whole course, whose extra fields are dropped). */
export const courseSummary = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  title: text,
  image: text,
  price: money,
  short_description: text,
  course_for: courseFor.catch('online'),
  category_id: id.nullish().transform((value) => value ?? null),
})
export type CourseSummary = z.infer<typeof courseSummary>

/** The whole course record of docs/product-rules.md §3. Long fields are HTML, rendered only after sanitising. */
export const course = courseSummary.extend({
  gallery1: text,
  gallery2: text,
  gallery3: text,
  description: text,
  what_you_learn: text,
  MOA: text,
  certification: text,
  key_features: text,
  endorsement: text,
  why_study_this_course: text,
  course_learning_outcomes: text,
  key_benefits: text,
  career_impact: text,
})
export type Course = z.infer<typeof course>

export const seo = z.object({ title: z.string(), description: text })

/**
 * `GET /course/{id}` answers `{ course, seo }`, `{ data, seo }` or the course itself (with `seo`
 * beside its fields); all three become `{ course, seo }`.
 */
export const courseDetailResponse = z
  .union([
    z.object({ course, seo: seo.optional() }),
    z.object({ data: course, seo: seo.optional() }),
    course.extend({ seo: seo.optional() }),
  ])
  .transform((value) => {
    const found = 'course' in value ? value.course : 'data' in value ? value.data : value
    const { seo: _seo, ...courseOnly } = found as Course & { seo?: unknown }
    const page = value.seo ?? { title: found.title || found.name, description: found.short_description }
    return { course: courseOnly as Course, seo: page }
  })
export type CourseDetail = z.infer<typeof courseDetailResponse>

const answerText = z.string().nullish()
/** Course FAQs arrive with the answer misspelt (`answere`, sometimes `anwser`); the UI sees `answer`. */
export const courseFaq = z
  .object({
    id: id.optional(),
    faq_id: id.optional(),
    question: z.string(),
    answer: answerText,
    answere: answerText,
    anwser: answerText,
  })
  .transform(({ id: rowId, faq_id, question, answer, answere, anwser }) => ({
    id: rowId ?? faq_id ?? 0,
    question,
    answer: answer ?? answere ?? anwser ?? '',
  }))
export type CourseFaq = z.infer<typeof courseFaq>

export const descriptiveQuestion = z.object({ id, question: z.string() })
export type DescriptiveQuestion = z.infer<typeof descriptiveQuestion>

/** The most changes to a saved list one call sends. */
export const MAX_SAVED_CHANGES = 100

/**
 * One course of an account's saved-for-offline list, as the server keeps it: saved or taken off,
 * and when (the device's time of that change; the change made last is kept).
 */
export const savedCourseState = z.object({ slug: z.string(), saved: z.boolean(), changed_at: changedAt })
export type SavedCourseState = z.infer<typeof savedCourseState>

export const catalogueCalls = {
  featuredCourses: endpoint({ method: 'GET', path: '/feature/course/list', response: listEnvelope(courseSummary) }),
  categories: endpoint({ method: 'GET', path: '/category/list', response: listEnvelope(category) }),
  categoryCourses: endpoint({
    method: 'GET',
    path: '/category/course/list/:id',
    params: z.object({ id: idOrSlug }),
    response: listEnvelope(courseSummary).extend({ category: category.optional() }),
  }),
  courseList: endpoint({
    method: 'GET',
    path: '/courselist',
    query: z.object({
      /** Comma-separated category ids. */
      category: z
        .string()
        .regex(/^\d{1,9}(,\d{1,9})*$/, 'Must be comma-separated category ids.')
        .optional(),
      /** Part of a course name. */
      name: oneLineText('Course name', 100, { optional: true }).optional(),
    }),
    response: listEnvelope(courseSummary),
  }),
  courseSearch: endpoint({
    method: 'GET',
    path: '/course/search',
    query: z.object({ search: oneLineText('Search term', 100, { optional: true }).min(1, 'Enter a search term.') }),
    response: z.object({ results: z.array(courseSummary) }),
  }),
  course: endpoint({
    method: 'GET',
    path: '/course/:id',
    params: z.object({ id: idOrSlug }),
    response: courseDetailResponse,
  }),
  descriptiveQuestions: endpoint({
    method: 'GET',
    path: '/course/descriptive/:slug',
    params: z.object({ slug: idOrSlug }),
    response: z.object({ success: z.boolean().optional(), questions_answers: z.array(descriptiveQuestion) }),
  }),
  courseFaqs: endpoint({
    method: 'GET',
    path: '/coursefaq/:id',
    params: z.object({ id: idOrSlug }),
    response: listEnvelope(courseFaq),
  }),
  /** The second course-FAQ call answers `{ faqs }` or `{ data }`. */
  courseFaqsAlt: endpoint({
    method: 'GET',
    path: '/courses/:id/faq',
    params: z.object({ id: idOrSlug }),
    response: z
      .union([z.object({ faqs: z.array(courseFaq) }), z.object({ data: z.array(courseFaq) })])
      .transform((value) => ({ data: 'faqs' in value ? value.faqs : value.data })),
  }),
  /**
   * The signed-in account's saved-for-offline list, kept by the server so that it comes back on
   * any device: every course ever saved, with whether it still is (a course taken off stays
   * listed, so that an older change from another device does not put it back).
   */
  mySavedCourses: endpoint({
    method: 'GET',
    path: '/my/saved-courses',
    auth: 'required',
    response: z.object({ data: z.array(savedCourseState) }),
  }),
  /** Courses saved or taken off on a device; each change is kept unless the server's is later. Answers the whole list. */
  changeSavedCourses: endpoint({
    method: 'POST',
    path: '/my/saved-courses',
    auth: 'required',
    body: z.object({
      changes: z
        .array(z.object({ slug: idOrSlug, saved: z.boolean(), changed_at: changedAt }))
        .min(1, 'Send at least one change.')
        .max(MAX_SAVED_CHANGES, `At most ${MAX_SAVED_CHANGES} changes at a time.`),
    }),
    response: z.object({ data: z.array(savedCourseState) }),
  }),
} as const
