import { and, eq, inArray, sql } from 'drizzle-orm'
import { expiryOf } from '../../src/shared/rules/training-status'
import { DEMO_ACCOUNTS } from '../auth/demo-accounts'
import { DAY } from '../auth/tokens'
import type { Database } from '../db/client'
import { companySeats, courseCompletions, courses, seatAssignments, users } from '../db/schema'
import { newCertificateNumber } from './certificate-number'

/**
 * The demo company's training history (README, "Demo logins"), so its manager's matrix shows each
 * colour at once: Amy completed Safeguarding Adults Level 2 eight months ago (valid, green) and
 * Infection Prevention and Control about eleven months ago (due within weeks, amber); Ben completed
 * Infection Prevention and Control a year and three weeks ago (expired, red) and has not started his
 * Safeguarding seat (grey). Both hold seats of Infection Prevention and Control, so "Renew" puts
 * two of it in the cart. Runs after the demo seats (server/team/demo-seats.ts); added once, when the
 * company has no completions; safe to run again.
 */
export async function seedDemoTraining(db: Database, now = new Date()): Promise<void> {
  const emails = [DEMO_ACCOUNTS.manager.email, DEMO_ACCOUNTS.amy.email, DEMO_ACCOUNTS.ben.email]
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))
  const idOf = (email: string) => people.find((person) => person.email === email)?.id
  const companyId = idOf(DEMO_ACCOUNTS.manager.email)
  const amy = idOf(DEMO_ACCOUNTS.amy.email)
  const ben = idOf(DEMO_ACCOUNTS.ben.email)
  if (companyId === undefined || amy === undefined || ben === undefined) return
  const [done] = await db
    .select({ id: courseCompletions.id })
    .from(courseCompletions)
    .where(eq(courseCompletions.companyId, companyId))
    .limit(1)
  if (done) return
  const catalogue = await db
    .select({ id: courses.id, slug: courses.slug, validityMonths: courses.validityMonths })
    .from(courses)
    .where(inArray(courses.slug, ['safeguarding-adults-level-2', 'infection-prevention-and-control']))
  const safeguarding = catalogue.find((course) => course.slug === 'safeguarding-adults-level-2')
  const infection = catalogue.find((course) => course.slug === 'infection-prevention-and-control')
  if (!safeguarding || !infection) return
  const ago = (days: number) => new Date(now.getTime() - days * DAY)

  await db.transaction(async (tx) => {
    // Amy's Safeguarding seat was the one she completed: her start moves back to before it.
    await tx
      .update(seatAssignments)
      .set({ assignedAt: ago(250), startedAt: ago(245) })
      .where(and(eq(seatAssignments.userId, amy), eq(seatAssignments.courseId, safeguarding.id)))
    const [held] = await tx
      .select({ total: companySeats.total, assigned: companySeats.assigned })
      .from(companySeats)
      .where(and(eq(companySeats.companyId, companyId), eq(companySeats.courseId, infection.id)))
    if (!held || held.total - held.assigned < 2) return
    await tx.insert(seatAssignments).values([
      { companyId, courseId: infection.id, userId: amy, assignedAt: ago(345), startedAt: ago(340) },
      { companyId, courseId: infection.id, userId: ben, assignedAt: ago(395), startedAt: ago(390) },
    ])
    await tx
      .update(companySeats)
      .set({ assigned: sql`${companySeats.assigned} + 2` })
      .where(and(eq(companySeats.companyId, companyId), eq(companySeats.courseId, infection.id)))
    const completion = (userId: number, course: typeof safeguarding, daysAgo: number) => {
      const completedAt = ago(daysAgo)
      return {
        userId,
        courseId: course.id,
        companyId,
        completedAt,
        expiresAt: expiryOf(completedAt, course.validityMonths),
        score: 90,
        certificateNumber: newCertificateNumber(completedAt),
      }
    }
    await tx
      .insert(courseCompletions)
      .values([completion(amy, safeguarding, 240), completion(amy, infection, 335), completion(ben, infection, 385)])
  })
}
