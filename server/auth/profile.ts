import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { users } from '../db/schema'
import { boughtCourseNames } from '../payments/order-history'
import { assignedCourseNames } from '../team/assigned-courses'

/**
 * What the profile page (/user_dashboard) shows of an account: its name and its courses, bought
 * or, for a staff member, assigned by their company. Null when the account is gone.
 */
export async function profileOf(db: Database, userId: number): Promise<{ name: string; courses: string[] } | null> {
  const [account] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId))
  if (!account) return null
  const courses = [...(await boughtCourseNames(db, userId)), ...(await assignedCourseNames(db, userId))]
  return { name: account.name, courses: courses.map((course) => course.name) }
}
