import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { companySeats, courses, users } from '../db/schema'

/** A transaction, or the database itself: seats are granted inside the order's own transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * When a company account pays for online courses, it holds that many more seats of each, for its
 * staff. Runs inside the transaction that records the order, so an order and its seats are written
 * together or not at all (and, like the order, once per payment). Individual accounts, sub-users
 * and in-house or descriptive courses get no seats.
 */
export async function grantCompanySeats(
  tx: Executor,
  buyerId: number,
  lines: readonly { courseId: number; quantity: number }[],
): Promise<void> {
  if (lines.length === 0) return
  const [buyer] = await tx.select({ role: users.role, parent: users.parent }).from(users).where(eq(users.id, buyerId))
  if (!buyer || buyer.role !== 'company' || buyer.parent !== 0) return
  const online = new Set(
    (
      await tx
        .select({ id: courses.id })
        .from(courses)
        .where(
          and(
            inArray(
              courses.id,
              lines.map((line) => line.courseId),
            ),
            eq(courses.courseFor, 'online'),
          ),
        )
    ).map((row) => row.id),
  )
  const perCourse = new Map<number, number>()
  for (const line of lines) {
    if (online.has(line.courseId)) perCourse.set(line.courseId, (perCourse.get(line.courseId) ?? 0) + line.quantity)
  }
  for (const [courseId, quantity] of perCourse) {
    await tx
      .insert(companySeats)
      .values({ companyId: buyerId, courseId, total: quantity })
      .onConflictDoUpdate({
        target: [companySeats.companyId, companySeats.courseId],
        set: { total: sql`${companySeats.total} + ${quantity}` },
      })
  }
}
