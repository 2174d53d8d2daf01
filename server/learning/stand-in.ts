import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { courses, users } from '../db/schema'
import type { Clock } from '../lib/clock'
import { HttpError } from '../lib/http-error'
import { accessTo, learnerCourses, recordCompletion, recordStart } from './progress'

/**
 * The reference server's stand-in for the provider's learning platform (/user_dashboard, in
 * server/routes/learning-stand-in.ts): what it shows of a learner and of one course, and what it
 * records. A real deployment sends learners to its own platform, which reports back through
 * POST /api/learning/completions (server/learning/platform-events.ts).
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/** The items of the catalogue's HTML lists (outcomes, what you learn), as plain text. */
export function listItems(html: string): string[] {
  return [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)]
    .map((match) =>
      (match[1] ?? '')
        .replace(/<[^>]*>/g, '')
        .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((item) => item !== '')
}

/** The learner's name and their courses, for the stand-in's list; null when the account is gone. */
export async function standInLearner(db: Database, clock: Clock, userId: number) {
  const [account] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId))
  if (!account) return null
  return { name: account.name, courses: await learnerCourses(db, clock, userId) }
}

export const STAND_IN_MESSAGES = {
  notYours: 'This course is not among your courses. Open it from My courses.',
} as const

/**
 * Opens one course for the learner: refuses a course they have not bought or been given, records
 * that they started it (the first time), and returns what the stand-in shows of it.
 */
export async function openStandInCourse(db: Database, clock: Clock, userId: number, slug: string) {
  const [course] = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      name: courses.name,
      title: courses.title,
      outcomes: courses.courseLearningOutcomes,
      sections: courses.whatYouLearn,
      cpdHours: courses.cpdHours,
      validityMonths: courses.validityMonths,
    })
    .from(courses)
    .where(eq(courses.slug, slug))
  if (!course || !(await accessTo(db, userId, course.id))) throw new HttpError(404, STAND_IN_MESSAGES.notYours)
  await recordStart(db, clock, userId, course.id)
  const progress = (await learnerCourses(db, clock, userId)).find((item) => item.course_id === course.id)
  return {
    ...course,
    outcomes: listItems(course.outcomes),
    sections: listItems(course.sections),
    completion: progress?.completion ?? null,
  }
}

/** The demo's "Complete this course": a completion now, as a platform would report it. */
export async function completeInDemo(db: Database, clock: Clock, userId: number, slug: string): Promise<void> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug))
  const access = course ? await accessTo(db, userId, course.id) : null
  if (!course || !access) throw new HttpError(404, STAND_IN_MESSAGES.notYours)
  await recordCompletion(db, clock, { userId, courseId: course.id }, access)
}
