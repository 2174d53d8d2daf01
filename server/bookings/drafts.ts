import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { bookingCalls, BookingDraftContent, SavedBookingDraft } from '../../src/shared/contract/booking'
import { fromPence } from '../../src/shared/money'
import type { AuthUser } from '../auth/session'
import { hashToken } from '../auth/tokens'
import type { Database } from '../db/client'
import { bookingDrafts, bookings, courses } from '../db/schema'
import { forbidSubUserBooking } from './booking-integrity'
import { bookableCourse } from './bookings'

/*
 * The signed-in account's unfinished bookings, kept so that they continue on any device. Every
 * query names the session's own account: no call reads or changes another's. The change made last
 * is kept, by the time the device made it; a time ahead of the server's clock counts as now, so
 * that a device whose clock runs fast does not win for ever.
 */

type DraftRow = typeof bookingDrafts.$inferSelect
type CourseSummary = { id: number; slug: string; name: string; pricePence: number; image: string }

const courseColumns = {
  id: courses.id,
  slug: courses.slug,
  name: courses.name,
  pricePence: courses.pricePence,
  image: courses.image,
}

function savedDraft(content: BookingDraftContent, course: CourseSummary, updatedAt: Date): SavedBookingDraft {
  return {
    ...content,
    course: {
      id: course.id,
      slug: course.slug,
      name: course.name,
      price: fromPence(course.pricePence),
      image: course.image,
    },
    updated_at: updatedAt.getTime(),
  }
}

/**
 * What a draft may keep of the booking its token names: the token and the booking's id when the
 * booking is this account's (or nobody's yet: started before logging in) and for this course; no
 * token otherwise. A paid booking ends the draft (`finished`).
 */
async function draftBooking(
  db: Database,
  user: AuthUser,
  courseId: number,
  content: BookingDraftContent,
): Promise<{ finished: true } | { finished: false; content: BookingDraftContent; bookingId: number | null }> {
  if (content.token === null) return { finished: false, content, bookingId: null }
  const [booking] = await db
    .select({ id: bookings.id, userId: bookings.userId, courseId: bookings.courseId, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.tokenHash, hashToken(content.token)))
  const own = booking && booking.courseId === courseId && (booking.userId === null || booking.userId === user.id)
  if (!booking || !own) return { finished: false, content: { ...content, token: null }, bookingId: null }
  if (booking.status === 'paid') return { finished: true }
  return { finished: false, content, bookingId: booking.id }
}

/** The account's unfinished bookings, the latest first. */
export async function draftsOf(db: Database, userId: number): Promise<{ data: SavedBookingDraft[] }> {
  const rows = await db
    .select({ draft: bookingDrafts, course: courseColumns })
    .from(bookingDrafts)
    .innerJoin(courses, eq(courses.id, bookingDrafts.courseId))
    .where(and(eq(bookingDrafts.userId, userId), isNotNull(bookingDrafts.content)))
    .orderBy(desc(bookingDrafts.updatedAt), desc(bookingDrafts.courseId))
  return {
    data: rows.flatMap(({ draft, course }) =>
      draft.content ? [savedDraft(draft.content, course, draft.updatedAt)] : [],
    ),
  }
}

/** Keeps a device's copy of a draft when it is the latest word (`applied`), and answers the kept one. */
export async function saveDraft(db: Database, user: AuthUser, body: z.output<(typeof bookingCalls.saveDraft)['body']>) {
  forbidSubUserBooking(user)
  const course = await bookableCourse(db, body.course_id)
  const [summary] = await db.select(courseColumns).from(courses).where(eq(courses.id, course.id))
  const updatedAt = new Date(Math.min(body.updated_at, Date.now()))
  const kept = body.draft === null ? { finished: true as const } : await draftBooking(db, user, course.id, body.draft)
  const values = kept.finished
    ? { content: null, bookingId: null }
    : { content: kept.content, bookingId: kept.bookingId }

  const written: DraftRow[] = await db
    .insert(bookingDrafts)
    .values({ userId: user.id, courseId: course.id, updatedAt, ...values })
    .onConflictDoUpdate({
      target: [bookingDrafts.userId, bookingDrafts.courseId],
      set: { content: sql`excluded.content`, bookingId: sql`excluded.booking_id`, updatedAt },
      // One statement: two devices writing at once cannot both win, on one instance or several.
      setWhere: lt(bookingDrafts.updatedAt, updatedAt),
    })
    .returning()
  const [row] =
    written.length > 0
      ? written
      : await db
          .select()
          .from(bookingDrafts)
          .where(and(eq(bookingDrafts.userId, user.id), eq(bookingDrafts.courseId, course.id)))
  return {
    // A copy of a paid booking is not kept, even when it was the latest word.
    applied: written.length > 0 && !(body.draft !== null && kept.finished),
    draft: row?.content && summary ? savedDraft(row.content, summary, row.updatedAt) : null,
  }
}
