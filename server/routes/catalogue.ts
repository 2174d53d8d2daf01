import type { FastifyInstance } from 'fastify'
import { catalogueCalls } from '../../src/shared/contract/catalogue'
import {
  allCategories,
  categoryWithCourses,
  courseFaqsOf,
  courseList,
  coursePage,
  courseQuestionsOf,
  featuredCourses,
  searchCourses,
} from '../content/catalogue'
import type { Database } from '../db/client'
import { route } from '../lib/route'

/** The public catalogue reads: courses, categories, a course's page, FAQs and booking questions. */
export function catalogueRoutes(app: FastifyInstance, db: Database): void {
  route(app, catalogueCalls.featuredCourses, async () => ({ success: true, data: await featuredCourses(db) }))

  route(app, catalogueCalls.categories, async () => ({ success: true, data: await allCategories(db) }))

  route(app, catalogueCalls.categoryCourses, async ({ params }) => {
    const { category, courses } = await categoryWithCourses(db, params.id)
    return { success: true, category, data: courses }
  })

  route(app, catalogueCalls.courseList, async ({ query }) => ({ success: true, data: await courseList(db, query) }))

  route(app, catalogueCalls.courseSearch, async ({ query }) => ({ results: await searchCourses(db, query.search) }))

  route(app, catalogueCalls.course, async ({ params }) => coursePage(db, params.id))

  route(app, catalogueCalls.descriptiveQuestions, async ({ params }) => ({
    success: true,
    questions_answers: await courseQuestionsOf(db, params.slug),
  }))

  // The provider spells the course-FAQ answer `answere`; the reference server does too.
  route(app, catalogueCalls.courseFaqs, async ({ params }) => ({
    success: true,
    data: (await courseFaqsOf(db, params.id)).map(({ id, question, answer }) => ({ id, question, answere: answer })),
  }))

  route(app, catalogueCalls.courseFaqsAlt, async ({ params }) => ({
    faqs: (await courseFaqsOf(db, params.id)).map(({ id, question, answer }) => ({
      faq_id: id,
      question,
      answere: answer,
    })),
  }))
}
