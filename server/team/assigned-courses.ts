import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { courses, seatAssignments } from '../db/schema'

/** The names of the courses a staff member's company assigned to them, for their profile page. */
export async function assignedCourseNames(db: Database, userId: number): Promise<{ name: string }[]> {
  return db
    .select({ name: courses.name })
    .from(seatAssignments)
    .innerJoin(courses, eq(courses.id, seatAssignments.courseId))
    .where(eq(seatAssignments.userId, userId))
    .orderBy(asc(courses.name))
}
