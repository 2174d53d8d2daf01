import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../../server/db/client'
import { courses } from '../../../server/db/schema'

/** A seeded course, as a test that buys or books it needs it. */
export interface SeededCourse {
  id: number
  name: string
  pricePence: number
}

/** The first `count` seeded courses of a kind, by id: online ones are bought in the cart, in-house ones booked. */
export function seededCourses(db: Database, kind: 'online' | 'inhouse', count = 1): Promise<SeededCourse[]> {
  return db
    .select({ id: courses.id, name: courses.name, pricePence: courses.pricePence })
    .from(courses)
    .where(eq(courses.courseFor, kind))
    .orderBy(asc(courses.id))
    .limit(count)
}
