import Dexie, { type Table } from 'dexie'
import { DB_NAME } from './db-name'
import type { BookingBasicInfo } from '@/shared/contract/booking'
import type { YesNo } from '@/shared/rules/booking-answers'
import type { Course, CourseFaq } from '@/shared/contract/catalogue'
import type { CartItem } from '@/shared/contract/checkout'
import type { ContactRequest } from '@/shared/contract/content'
import type { DocumentSource } from '@/shared/contract/invoice'

/** Step 1 as typed so far (course_id is the draft's key), possibly incomplete or invalid. */
export type BookingBasicInfoDraft = Required<Omit<BookingBasicInfo, 'course_id'>>

/**
 * One unfinished in-house booking, kept on the device so that a closed app, a lost signal or a
 * return days later resumes at the same step with everything filled in.
 */
export interface BookingDraft {
  /** One draft per course. */
  courseId: number
  /** What the drafts list and the payment summary show without a connection. */
  course: { slug: string; name: string; price: number; image: string }
  /** The step to resume at: 1 basic info (the modal), 2 questions, 3 payment. */
  step: 1 | 2 | 3
  basicInfo: BookingBasicInfoDraft
  /** Question id → Yes/No, saved as each is chosen. */
  answers: Record<string, YesNo>
  /** The server's token_unique_key once step 1 reached it. */
  token: string | null
  /** Submitted steps not yet accepted by the server (offline, lost connection): sent when back online. */
  pendingBasicInfo: BookingBasicInfo | null
  /** The `question_answer` JSON text waiting to be sent. */
  pendingAnswers: string | null
  /** A paid intent whose payment-success has not been recorded yet: retried, never paid twice. */
  paidIntentId: string | null
  /** The spec message of the last send the server refused, shown at that step. */
  error: string | null
  /** The `question_answer` text the server last accepted, sent again if the booking has to start afresh. */
  sentAnswers?: string | null
  /** Said once the booking had to start afresh (its earlier payment had begun); cleared by the next submit. */
  notice?: string | null
  createdAt: number
  /**
   * When it last changed, by this device's clock, and always later than the copy it was changed
   * from (one taken from the server included): the copy changed last is the one kept.
   */
  updatedAt: number
  /** The signed-in account whose server copy this draft is (data/draft-copies.ts); none for a visitor's. */
  accountId?: number | null
  /** The `updatedAt` the account's server copy holds: a draft changed since is sent again. */
  syncedAt?: number | null
}

/** A draft discarded (or paid for) by a signed-in account, waiting to be discarded on the server too. */
export interface DraftDiscard {
  courseId: number
  accountId: number
  /** When, as the draft's `updatedAt` would have been. */
  at: number
}

/** A course the user saved for offline: the whole page's data, readable with no connection. */
export interface SavedCourse {
  id: number
  slug: string
  course: Course
  seo: { title: string; description: string }
  faqs: CourseFaq[]
  savedAt: number
  /** The signed-in account whose saved list on the server holds it (data/saved-course-copies.ts); unset until then. */
  accountId?: number | null
}

/** A course a signed-in account took off its saved list on this device, waiting to be taken off on the server too. */
export interface SavedCourseRemoval {
  id: number
  slug: string
  accountId: number
  at: number
}

/** A contact message waiting for a connection (the outbox); removed once the server accepted it. */
export interface OutboxMessage {
  /** Also sent to the server, which stores a message once per client id. */
  clientId: string
  body: ContactRequest
  createdAt: number
}

/** An invoice or receipt PDF downloaded once, kept so that it opens again without a connection. */
export interface SavedDocument {
  /** `<user id>:<order|booking>:<id>`: each account on a shared device sees only its own. */
  key: string
  userId: number
  source: DocumentSource
  sourceId: number
  fileName: string
  /** The PDF's bytes (an ArrayBuffer stores in every IndexedDB, where a Blob does not everywhere). */
  data: ArrayBuffer
  savedAt: number
}

/**
 * THE one IndexedDB database of the app. Features reach it through their own `data/` module,
 * which loads it with lib/local-data.ts (never a static import: it would load Dexie at start).
 * Later versions add tables (booking drafts, saved courses, contact outbox): add a new
 * `this.version(n).stores({...})` line and never edit an old one, so existing browsers upgrade.
 */
export class CarewiseDb extends Dexie {
  /** Cart lines keyed by course id (docs/product-rules.md §3 cart item). */
  cart!: Table<CartItem, number>
  /** Unfinished in-house bookings keyed by course id (booking feature, data/draft-store.ts). */
  bookingDrafts!: Table<BookingDraft, number>
  /** Courses saved for offline, keyed by course id (catalogue feature, data/saved-courses.ts). */
  savedCourses!: Table<SavedCourse, number>
  /** Contact messages written offline (contact feature, data/outbox.ts). */
  contactOutbox!: Table<OutboxMessage, string>
  /** Invoices and receipts downloaded from the dashboard (auth feature, data/saved-documents.ts). */
  savedDocuments!: Table<SavedDocument, string>
  /** Discards of drafts not yet sent to the account's server copy (booking feature, data/draft-store.ts). */
  draftDiscards!: Table<DraftDiscard, number>
  /** Saved courses taken off, not yet sent to the account's list (catalogue feature, data/saved-courses.ts). */
  savedCourseRemovals!: Table<SavedCourseRemoval, number>

  constructor(name = DB_NAME) {
    super(name)
    this.version(1).stores({ cart: 'id' })
    // Version 2 adds the booking drafts; the cart is carried over untouched.
    this.version(2).stores({ bookingDrafts: 'courseId, updatedAt' })
    // Version 3 adds courses saved for offline and the contact outbox.
    this.version(3).stores({ savedCourses: 'id, &slug, savedAt', contactOutbox: 'clientId, createdAt' })
    // Version 4 adds the invoices and receipts kept for offline.
    this.version(4).stores({ savedDocuments: 'key, userId, savedAt' })
    // Version 5 adds what a signed-in account changed on this device and the server has yet to hear.
    this.version(5).stores({ draftDiscards: 'courseId', savedCourseRemovals: 'id' })
  }
}

export const db = new CarewiseDb()

// Loaded together with the database (lib/local-data.ts), so that watching it costs no second request.
export { liveQuery } from 'dexie'
