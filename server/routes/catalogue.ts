import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { catalogueCalls } from '../../src/api/contract/catalogue'
import type { Database } from '../db/client'
import { categories, courseFaqs, courseQuestions, courses } from '../db/schema'
import { notFound } from '../lib/http-error'
import { route } from '../lib/route'
import { fromPence } from '../../src/lib/money'

const summaryColumns = {
  id: courses.id,
  slug: courses.slug,
  name: courses.name,
  title: courses.title,
  image: courses.image,
  pricePence: courses.pricePence,
  short_description: courses.shortDescription,
  course_for: courses.courseFor,
  category_id: courses.categoryId,
}

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] }

/** Prices are kept in pence; the provider's contract speaks pounds. */
function toSummary({ pricePence, ...row }: SummaryRow) {
  return { ...row, price: fromPence(pricePence) }
}

const isNumericId = (value: string) => /^\d+$/.test(value)

/** Courses and categories are addressed by numeric id or by slug. */
function courseKey(key: string): SQL {
  return isNumericId(key) ? eq(courses.id, Number(key)) : eq(courses.slug, key.toLowerCase())
}

async function findCourseId(db: Database, key: string): Promise<number> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(courseKey(key)).limit(1)
  if (!row) throw notFound('No course found.')
  return row.id
}

export function catalogueRoutes(app: FastifyInstance, db: Database): void {
  const listCourses = (where?: SQL) =>
    db
      .select(summaryColumns)
      .from(courses)
      .where(where)
      .orderBy(asc(courses.sort), asc(courses.id))
      .then((rows) => rows.map(toSummary))

  route(app, catalogueCalls.featuredCourses, async () => ({
    success: true,
    data: await listCourses(eq(courses.featured, true)),
  }))

  route(app, catalogueCalls.categories, async () => ({
    success: true,
    data: await db
      .select({ id: categories.id, slug: categories.slug, category: categories.category, icon: categories.icon })
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id)),
  }))

  route(app, catalogueCalls.categoryCourses, async ({ params }) => {
    const key = params.id
    const [found] = await db
      .select({ id: categories.id, slug: categories.slug, category: categories.category, icon: categories.icon })
      .from(categories)
      .where(isNumericId(key) ? eq(categories.id, Number(key)) : eq(categories.slug, key.toLowerCase()))
      .limit(1)
    if (!found) throw notFound('Category not found.')
    return { success: true, category: found, data: await listCourses(eq(courses.categoryId, found.id)) }
  })

  route(app, catalogueCalls.courseList, async ({ query }) => {
    const filters: SQL[] = []
    if (query.category) filters.push(inArray(courses.categoryId, query.category.split(',').map(Number)))
    if (query.name) {
      const pattern = `%${query.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      const match = or(ilike(courses.name, pattern), ilike(courses.shortDescription, pattern))
      if (match) filters.push(match)
    }
    return { success: true, data: await listCourses(filters.length > 0 ? and(...filters) : undefined) }
  })

  route(app, catalogueCalls.courseSearch, async ({ query }) => {
    const term = query.search
    // Full-text matches rank first; trigram similarity on the name catches small typos ("demntia").
    const tsQuery = sql`websearch_to_tsquery('english', ${term})`
    const rank = sql<number>`(ts_rank(${sql.identifier('search')}, ${tsQuery}) * 2 + word_similarity(${term}, ${courses.name}))`
    const rows = await db
      .select(summaryColumns)
      .from(courses)
      .where(
        sql`(${sql.identifier('search')} @@ ${tsQuery} OR word_similarity(${term}, ${courses.name}) > 0.35 OR ${courses.name} ILIKE ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`,
      )
      .orderBy(sql`${rank} DESC`, asc(courses.id))
      .limit(20)
    return { results: rows.map(toSummary) }
  })

  route(app, catalogueCalls.course, async ({ params }) => {
    const [row] = await db.select().from(courses).where(courseKey(params.id)).limit(1)
    if (!row) throw notFound('No course found.')
    return {
      course: {
        id: row.id,
        slug: row.slug,
        name: row.name,
        title: row.title,
        image: row.image,
        gallery1: row.gallery1,
        gallery2: row.gallery2,
        gallery3: row.gallery3,
        price: fromPence(row.pricePence),
        short_description: row.shortDescription,
        description: row.description,
        what_you_learn: row.whatYouLearn,
        MOA: row.moa,
        certification: row.certification,
        key_features: row.keyFeatures,
        endorsement: row.endorsement,
        why_study_this_course: row.whyStudyThisCourse,
        course_learning_outcomes: row.courseLearningOutcomes,
        key_benefits: row.keyBenefits,
        career_impact: row.careerImpact,
        course_for: row.courseFor,
        category_id: row.categoryId,
      },
      seo: { title: row.seoTitle || row.name, description: row.seoDescription || row.shortDescription },
    }
  })

  route(app, catalogueCalls.descriptiveQuestions, async ({ params }) => {
    const courseId = await findCourseId(db, params.slug)
    const rows = await db
      .select({ id: courseQuestions.id, question: courseQuestions.question })
      .from(courseQuestions)
      .where(eq(courseQuestions.courseId, courseId))
      .orderBy(asc(courseQuestions.sort), asc(courseQuestions.id))
    return { success: true, questions_answers: rows }
  })

  const faqsOf = async (key: string) => {
    const courseId = await findCourseId(db, key)
    return db
      .select({ id: courseFaqs.id, question: courseFaqs.question, answer: courseFaqs.answer })
      .from(courseFaqs)
      .where(eq(courseFaqs.courseId, courseId))
      .orderBy(asc(courseFaqs.sort), asc(courseFaqs.id))
  }

  // The provider spells the course-FAQ answer `answere`; the reference server does too.
  route(app, catalogueCalls.courseFaqs, async ({ params }) => ({
    success: true,
    data: (await faqsOf(params.id)).map(({ id, question, answer }) => ({ id, question, answere: answer })),
  }))

  route(app, catalogueCalls.courseFaqsAlt, async ({ params }) => ({
    faqs: (await faqsOf(params.id)).map(({ id, question, answer }) => ({ faq_id: id, question, answere: answer })),
  }))
}
