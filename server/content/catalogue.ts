import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { SEARCH_RESULTS_MAX } from '../../src/shared/contract/search-rules'
import { isDbId } from '../../src/shared/contract/url'
import type { Database } from '../db/client'
import { categories, courseFaqs, courseQuestions, courses } from '../db/schema'
import { notFound } from '../lib/http-error'
import { fromPence } from '../../src/shared/money'

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

/** A category as the contract's `category`: the list's rows and the category a course list names. */
const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  category: categories.category,
  icon: categories.icon,
}

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] }

/** Prices are kept in pence; the provider's contract speaks pounds. */
function toSummary({ pricePence, ...row }: SummaryRow) {
  return { ...row, price: fromPence(pricePence) }
}

/**
 * What a typed term matches, and how well: full-text matches rank first, trigram similarity on the
 * name catches small typos ("demntia"), and part of a name or summary always matches (also a term
 * too short for either, "ca").
 */
function courseSearch(term: string): { matches: SQL; rank: SQL } {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const tsQuery = sql`websearch_to_tsquery('english', ${term})`
  return {
    matches: sql`(${sql.identifier('search')} @@ ${tsQuery} OR word_similarity(${term}, ${courses.name}) > 0.35 OR ${courses.name} ILIKE ${pattern} OR ${courses.shortDescription} ILIKE ${pattern})`,
    rank: sql`(ts_rank(${sql.identifier('search')}, ${tsQuery}) * 2 + word_similarity(${term}, ${courses.name})) DESC`,
  }
}

/** Courses and categories are addressed by numeric id or by slug. */
function courseKey(key: string): SQL {
  return isDbId(key) ? eq(courses.id, Number(key)) : eq(courses.slug, key.toLowerCase())
}

async function findCourseId(db: Database, key: string): Promise<number> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(courseKey(key)).limit(1)
  if (!row) throw notFound('No course found.')
  return row.id
}

function listCourses(db: Database, where?: SQL) {
  return db
    .select(summaryColumns)
    .from(courses)
    .where(where)
    .orderBy(asc(courses.sort), asc(courses.id))
    .then((rows) => rows.map(toSummary))
}

/** The courses the home page features. */
export const featuredCourses = (db: Database) => listCourses(db, eq(courses.featured, true))

export const allCategories = (db: Database) =>
  db.select(categoryColumns).from(categories).orderBy(asc(categories.sort), asc(categories.id))

/** A category, by id or slug, with its courses. */
export async function categoryWithCourses(db: Database, key: string) {
  const [found] = await db
    .select(categoryColumns)
    .from(categories)
    .where(isDbId(key) ? eq(categories.id, Number(key)) : eq(categories.slug, key.toLowerCase()))
    .limit(1)
  if (!found) throw notFound('Category not found.')
  return { category: found, courses: await listCourses(db, eq(courses.categoryId, found.id)) }
}

/**
 * The list's name filter (the /courses search box) and the header's search find the same
 * courses, best match first: the header's Enter opens the list of them.
 */
export async function courseList(db: Database, { name, category }: { name?: string; category?: string }) {
  const filters: SQL[] = []
  if (category) filters.push(inArray(courses.categoryId, category.split(',').map(Number)))
  if (!name) return listCourses(db, filters.length > 0 ? and(...filters) : undefined)
  const search = courseSearch(name)
  const rows = await db
    .select(summaryColumns)
    .from(courses)
    .where(and(search.matches, ...filters))
    .orderBy(search.rank, asc(courses.sort), asc(courses.id))
  return rows.map(toSummary)
}

/** The header's search: the best SEARCH_RESULTS_MAX matches. */
export async function searchCourses(db: Database, term: string) {
  const search = courseSearch(term)
  const rows = await db
    .select(summaryColumns)
    .from(courses)
    .where(search.matches)
    .orderBy(search.rank, asc(courses.sort), asc(courses.id))
    .limit(SEARCH_RESULTS_MAX)
  return rows.map(toSummary)
}

/** A course's page, by id or slug. */
export async function coursePage(db: Database, key: string) {
  const [row] = await db.select().from(courses).where(courseKey(key)).limit(1)
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
}

/** The questions step 2 of a booking asks, in order. */
export async function courseQuestionsOf(db: Database, key: string) {
  const courseId = await findCourseId(db, key)
  return db
    .select({ id: courseQuestions.id, question: courseQuestions.question })
    .from(courseQuestions)
    .where(eq(courseQuestions.courseId, courseId))
    .orderBy(asc(courseQuestions.sort), asc(courseQuestions.id))
}

export async function courseFaqsOf(db: Database, key: string) {
  const courseId = await findCourseId(db, key)
  return db
    .select({ id: courseFaqs.id, question: courseFaqs.question, answer: courseFaqs.answer })
    .from(courseFaqs)
    .where(eq(courseFaqs.courseId, courseId))
    .orderBy(asc(courseFaqs.sort), asc(courseFaqs.id))
}
