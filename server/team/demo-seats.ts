import { and, eq, inArray } from 'drizzle-orm'
import { DEMO_ACCOUNTS } from '../auth/demo-accounts'
import { DAY } from '../auth/tokens'
import type { Database } from '../db/client'
import { companySeats, courses, seatAssignments, users } from '../db/schema'

/**
 * The demo company's seats (README, "Demo logins"): 5 of Safeguarding Adults Level 2, two of them
 * with Amy (started) and Ben (not yet), and 3 free ones of Infection Prevention and Control. Added
 * once, when the company holds no seats; safe to run again.
 */
export const DEMO_SEATS = [
  { slug: 'safeguarding-adults-level-2', total: 5, assignees: ['amy', 'ben'] },
  { slug: 'infection-prevention-and-control', total: 3, assignees: [] },
] as const

export async function seedDemoSeats(db: Database): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS.manager.email, DEMO_ACCOUNTS.amy.email, DEMO_ACCOUNTS.ben.email]))
  const idOf = (email: string) => people.find((person) => person.email === email)?.id
  const companyId = idOf(DEMO_ACCOUNTS.manager.email)
  if (companyId === undefined) return
  const [held] = await db
    .select({ id: companySeats.id })
    .from(companySeats)
    .where(eq(companySeats.companyId, companyId))
  if (held) return
  const now = Date.now()
  await db.transaction(async (tx) => {
    for (const seat of DEMO_SEATS) {
      const [course] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.slug, seat.slug), eq(courses.courseFor, 'online')))
      if (!course) continue
      const assignees = seat.assignees
        .map((key) => idOf(DEMO_ACCOUNTS[key].email))
        .filter((id): id is number => id !== undefined)
      await tx
        .insert(companySeats)
        .values({ companyId, courseId: course.id, total: seat.total, assigned: assignees.length })
      if (assignees.length === 0) continue
      await tx.insert(seatAssignments).values(
        assignees.map((userId, index) => ({
          companyId,
          courseId: course.id,
          userId,
          assignedAt: new Date(now - 14 * DAY),
          // The first has begun the course (a week ago); the second has not opened it yet.
          startedAt: index === 0 ? new Date(now - 7 * DAY) : null,
        })),
      )
    }
  })
}
