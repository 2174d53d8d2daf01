import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { BookingDraftContent } from '../../src/shared/contract/booking'
import { VAT_ZERO_GROUNDS } from '../../src/shared/rules/vat'

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
})

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    image: text('image').notNull().default(''),
    gallery1: text('gallery1').notNull().default(''),
    gallery2: text('gallery2').notNull().default(''),
    gallery3: text('gallery3').notNull().default(''),
    /** Integer pence: every amount is computed in pence. */
    pricePence: integer('price_pence').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    whatYouLearn: text('what_you_learn').notNull().default(''),
    moa: text('moa').notNull().default(''),
    certification: text('certification').notNull().default(''),
    keyFeatures: text('key_features').notNull().default(''),
    endorsement: text('endorsement').notNull().default(''),
    whyStudyThisCourse: text('why_study_this_course').notNull().default(''),
    courseLearningOutcomes: text('course_learning_outcomes').notNull().default(''),
    keyBenefits: text('key_benefits').notNull().default(''),
    careerImpact: text('career_impact').notNull().default(''),
    /** How long a completion stays valid, in months; null: it does not expire. */
    validityMonths: integer('validity_months'),
    /** The CPD hours the course states; null: none stated. */
    cpdHours: integer('cpd_hours'),
    courseFor: text('course_for', { enum: ['online', 'inhouse', 'descriptive'] })
      .notNull()
      .default('online'),
    featured: boolean('featured').notNull().default(false),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('courses_category_idx').on(table.categoryId)],
)

export const courseFaqs = pgTable('course_faqs', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(0),
})

/** The yes/no questions of an in-house or descriptive course's booking (step 2). */
export const courseQuestions = pgTable('course_questions', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  sort: integer('sort').notNull().default(0),
})

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  description: text('description').notNull(),
  authorname: text('authorname').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
})

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(0),
})

export const cmsPages = pgTable('cms_pages', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
})

/** Single documents of the site (settings, home data, footer links), each a JSON value under a key. */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  url: text('url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
})

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** Set by the offline outbox so that a replayed message is stored once. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contact_messages_client_id_idx')
      .on(table.clientId)
      .where(sql`client_id is not null`),
  ],
)

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

// --- Accounts -------------------------------------------------------------------------------

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Stored lower-cased; unique. */
  email: text('email').notNull().unique(),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default('United Kingdom'),
  companyName: text('company_name').notNull().default(''),
  role: text('role', { enum: ['individual', 'company'] }).notNull(),
  /** 0, or the id of the company account a sub-user belongs to. */
  parent: integer('parent').notNull().default(0),
  /** scrypt or argon2id hash in PHC string form; never the password. */
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
})

/** Opaque session tokens, stored only as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)

/** Single-use password-reset tokens, stored hashed, valid 60 minutes. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
})

/** Single-use 60-second codes for the profile link `/user_dashboard?auth=CODE`, stored hashed. */
export const dashboardCodes = pgTable('dashboard_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
})

// --- Cart checkout ------------------------------------------------------------------------

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
  /** Percent (10 = 10 %) or pence off. */
  value: integer('value').notNull(),
  minSpendPence: integer('min_spend_pence').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
})

/** Every payment intent the server made (Stripe's or the sandbox's), with what it is for. */
export const paymentIntents = pgTable('payment_intents', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  purpose: text('purpose', { enum: ['cart', 'booking'] }).notNull(),
  provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
  amountPence: integer('amount_pence').notNull(),
  currency: text('currency').notNull().default('gbp'),
  status: text('status', { enum: ['requires_payment_method', 'requires_action', 'succeeded', 'failed'] })
    .notNull()
    .default('requires_payment_method'),
  clientSecret: text('client_secret').notNull(),
  /** Same key for the same request: a double-clicked Pay reuses the intent. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** What the amount was computed from (cart lines and coupon, or the booking id). */
  details: jsonb('details').notNull(),
  lastError: text('last_error'),
  createdAt: createdAt(),
})

/**
 * The VAT an order or booking was charged, as its documents must print it even after the rate
 * setting changes: the amount, the rate and, at 0 %, its ground (src/shared/rules/vat.ts).
 * Payments recorded before these were kept were charged none (0 %, exempt).
 */
const vatCharged = () => ({
  vatPence: integer('vat_pence').notNull().default(0),
  vatRatePercent: doublePrecision('vat_rate_percent').notNull().default(0),
  vatZeroGround: text('vat_zero_ground', { enum: VAT_ZERO_GROUNDS }).notNull().default('exempt'),
})

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  number: text('number').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  /** One order per payment intent, however often payment-success or the webhook arrive. */
  paymentIntentId: text('payment_intent_id')
    .notNull()
    .unique()
    .references(() => paymentIntents.id),
  subtotalPence: integer('subtotal_pence').notNull(),
  discountPence: integer('discount_pence').notNull().default(0),
  totalPence: integer('total_pence').notNull(),
  couponCode: text('coupon_code'),
  ...vatCharged(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  address: text('address').notNull(),
  createdAt: createdAt(),
})

export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id),
  name: text('name').notNull(),
  unitPricePence: integer('unit_price_pence').notNull(),
  quantity: integer('quantity').notNull(),
})

/** Stripe webhook events already handled, so a redelivery is ignored. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

// --- In-house bookings --------------------------------------------------------------------

export const bookings = pgTable('bookings', {
  id: serial('id').primaryKey(),
  /** SHA-256 of the unguessable token_unique_key handed to the client. */
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id').references(() => users.id),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id),
  name: text('name').notNull(),
  email: text('email').notNull(),
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  notes: text('notes').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  trainingDate: date('training_date', { mode: 'string' }).notNull(),
  noOfUsers: integer('no_of_users').notNull().default(1),
  status: text('status', { enum: ['draft', 'answered', 'paid'] })
    .notNull()
    .default('draft'),
  amountPence: integer('amount_pence'),
  /** Set with `amountPence` when the booking is paid. */
  ...vatCharged(),
  /** One paid booking per payment intent. */
  paymentIntentId: text('payment_intent_id')
    .unique()
    .references(() => paymentIntents.id),
  createdAt: createdAt(),
  paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
})

export const bookingAnswers = pgTable(
  'booking_answers',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => courseQuestions.id),
    answer: text('answer', { enum: ['Yes', 'No'] }).notNull(),
  },
  (table) => [uniqueIndex('booking_answers_question_idx').on(table.bookingId, table.questionId)],
)

// --- Work kept for a signed-in account across devices --------------------------------------
// A phone's storage may be wiped (Safari removes a site's after 7 days without a visit, unless it
// is installed), so what a signed-in person left unfinished is also kept here. Each row holds the
// device's time of the change it keeps, and a write older than the row's changes nothing: the
// change made last is kept, whichever device sends it first.

/**
 * One unfinished in-house booking per account and course (the contract's `bookingDraftContent`).
 * `content` null is a draft discarded or paid for, kept with its time so that an older copy from
 * another device does not bring it back.
 */
export const bookingDrafts = pgTable(
  'booking_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    content: jsonb('content').$type<BookingDraftContent>(),
    /** The booking whose token the draft holds (the account's own, unpaid): paying for it ends the draft. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId] }),
    index('booking_drafts_booking_idx').on(table.bookingId),
  ],
)

/** An account's saved-for-offline list: every course ever saved, and whether it still is. */
export const savedCourses = pgTable(
  'saved_courses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    saved: boolean('saved').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
)

// --- Integrity against a hostile client: limits shared by every instance ------------------

/**
 * One fixed-window counter per limited call and client address (the `@fastify/rate-limit`
 * store): in the database, so that several instances behind a load balancer share one limit.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('rate_limit_hits_reset_idx').on(table.resetAt)],
)

/** Failed logins per account and address: each failure doubles the wait before the next try. */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }).notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.address] }),
    index('login_throttles_last_failed_idx').on(table.lastFailedAt),
  ],
)

/**
 * Devices that signed in to an account (OWASP's device cookies): the cookie's token, hashed, with
 * the account it has signed in to. A login from such a device skips the address's throttles and
 * is throttled on its own: `failures` wrong passwords lock that device alone until `locked_until`.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true, mode: 'date' }),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tokenHash, table.userId] }),
    index('login_devices_user_idx').on(table.userId),
    index('login_devices_expires_idx').on(table.expiresAt),
  ],
)

/** A booking whose payment has started: from then on its details and answers cannot change. */
export const bookingPaymentStarts = pgTable('booking_payment_starts', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  startedAt: createdAt(),
})
// --- Production shape: the mail outbox ----------------------------------------------------

/**
 * Mail waiting to go out, written in the same transaction as what it confirms; any instance's
 * sender claims due rows (FOR UPDATE SKIP LOCKED), sends them and stamps `sent_at`.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** May hold a secret link (password reset): never logged. */
    text: text('text').notNull(),
    createdAt: createdAt(),
    /** When a sender may next take the row: now for a new mail, later while claimed or after a failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} IS NULL`),
  ],
)

// --- Invoices and receipts ------------------------------------------------------------------

/** The last invoice number given in each calendar year (UTC), bumped in the payment's own transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
})

/** The seller as printed on a document, kept as it was on the day of issue. */
export interface InvoiceSeller {
  legalName: string
  address: string
  vatNumber: string
  companyNumber: string
  email: string
}

/** The buyer as printed on a document, kept as it was when the payment was recorded. */
export interface InvoiceBuyer {
  name: string
  companyName: string
  address: string
  email: string
}

/**
 * One VAT invoice (company accounts) or receipt (individuals) per paid order or booking. Its
 * number, who it is for and how it was paid are fixed when the payment is recorded; the amounts
 * are read from the order or booking itself, so the document and the dashboard always agree.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** e.g. CW-2026-000123: the year's sequence, without gaps or repeats. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind', { enum: ['vat_invoice', 'receipt'] }).notNull(),
    /** The paying account. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .unique()
      .references(() => orders.id),
    bookingId: integer('booking_id')
      .unique()
      .references(() => bookings.id),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    /** "Visa ending 4242", or "Test mode (no real payment)"; null until a real card's details are read. */
    paymentMethod: text('payment_method'),
    suppliedOn: date('supplied_on', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
  },
  (table) => [
    uniqueIndex('invoices_year_sequence_idx').on(table.year, table.sequence),
    index('invoices_user_idx').on(table.userId),
    check('invoices_one_source', sql`(${table.orderId} is null) <> (${table.bookingId} is null)`),
  ],
)
// --- Company seats (issue 32) ------------------------------------------------------------

/**
 * Seats a company holds on an online course: `total` grows with every paid order of it, and
 * `assigned` counts the seats handed to staff. Assigning is one conditional update
 * (`assigned < total`), so two managers taking the last seat at once cannot both get it.
 */
export const companySeats = pgTable(
  'company_seats',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    total: integer('total').notNull().default(0),
    assigned: integer('assigned').notNull().default(0),
  },
  (table) => [
    uniqueIndex('company_seats_company_course_idx').on(table.companyId, table.courseId),
    check('company_seats_assigned_within_total', sql`${table.assigned} >= 0 and ${table.assigned} <= ${table.total}`),
  ],
)

/** A seat handed to one staff member: one per person per course; started once they open it. */
export const seatAssignments = pgTable(
  'seat_assignments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('seat_assignments_user_course_idx').on(table.userId, table.courseId),
    index('seat_assignments_company_idx').on(table.companyId),
  ],
)

/**
 * A seat just taken back, kept for a short while so that its Undo can put the assignment back as
 * it was (its original assigned date). Used once, then deleted; old ones are swept at the next
 * Unassign. Only unstarted seats are ever taken back, so there is no started date to keep.
 */
export const seatUnassignments = pgTable(
  'seat_unassignments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('seat_unassignments_company_idx').on(table.companyId, table.removedAt)],
)

/**
 * Invitations waiting for their person, one per company and email, each with a single-use link
 * (stored hashed, valid 7 days). No account is made until the person accepts: the address stays
 * free for its owner, who may register with it and then accept or decline from the mailed link.
 * Withdrawn and accepted invitations are deleted; a declined one stays, unanswerable, until it
 * expires (to its company it looks like any other); expired ones lapse.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored lower-cased, like users.email. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When its last mail was queued. */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Declined by the address's owner: it can no longer be accepted, and is listed until it expires. */
    declinedAt: timestamp('declined_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('team_invitations_company_email_idx').on(table.companyId, table.email),
    index('team_invitations_email_idx').on(table.email),
  ],
)

/**
 * The link of an accepted invitation (its token's hash), kept after the invitation itself is gone:
 * opened again, it tells its person they have joined and should log in, instead of calling the
 * link invalid. It names nobody to whoever holds the link.
 */
export const teamInvitationAcceptances = pgTable(
  'team_invitation_acceptances',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('team_invitation_acceptances_user_idx').on(table.userId)],
)

/**
 * Every invitation mail a company has had sent, kept apart from the invitations so that
 * withdrawing and inviting again does not reset the wait between mails to one person nor the
 * company's daily count. `mailbox` is the address's mailbox key (server/team/mailbox.ts), so that
 * victim+a@ and victim@ count as one person, for one company and across all of them.
 */
export const teamInvitationMails = pgTable(
  'team_invitation_mails',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    mailbox: text('mailbox').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('team_invitation_mails_company_sent_idx').on(table.companyId, table.sentAt),
    index('team_invitation_mails_company_email_idx').on(table.companyId, table.email, table.sentAt),
    index('team_invitation_mails_mailbox_idx').on(table.mailbox, table.sentAt),
    index('team_invitation_mails_company_mailbox_idx').on(table.companyId, table.mailbox, table.sentAt),
  ],
)

/**
 * A mailbox's owner declined a company's invitation: that company's invitations to it send no
 * mail for INVITATION_REFUSAL_DAYS (server/team/invitations.ts), whatever the company does meanwhile (withdraw,
 * invite again). The company is not told: its answers stay those of a sent invitation.
 */
export const teamInvitationRefusals = pgTable(
  'team_invitation_refusals',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailbox: text('mailbox').notNull(),
    declinedAt: timestamp('declined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('team_invitation_refusals_company_mailbox_idx').on(table.companyId, table.mailbox)],
)

/**
 * Every completion a learning platform reports (or the demo stand-in records), each with its
 * certificate. `companyId` is the company the learner was in when they completed: a leaver's
 * record stays on that company's training matrix. A renewal is a new row; the latest counts.
 */
export const courseCompletions = pgTable(
  'course_completions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    companyId: integer('company_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** completedAt plus the course's validity; null when the course does not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** 0–100 when the platform reports one. */
    score: integer('score'),
    certificateNumber: text('certificate_number').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index('course_completions_user_course_idx').on(table.userId, table.courseId, table.completedAt),
    index('course_completions_company_idx').on(table.companyId),
  ],
)

/**
 * When a learner first opened a course on the learning platform, bought or assigned alike (a
 * staff member's seat also keeps its own `started_at`, which stops it being taken back).
 */
export const courseStarts = pgTable(
  'course_starts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
)

/**
 * Every signed event a learning platform delivered and that was recorded, by the platform's own
 * event id, with the answer it got: a repeat (a retry or a replay) is given that answer again and
 * records nothing. Refused events are not kept, so the platform may send them again once fixed.
 */
export const learningEvents = pgTable('learning_events', {
  eventId: text('event_id').primaryKey(),
  answer: jsonb('answer').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

/**
 * The training reminders sent, one row per kind, learner, course and completion (the completion is
 * null for the "not started" nudge): the unique index is what makes each reminder go once, also
 * when several instances run the reminder job at the same moment (server/learning/training-reminders.ts).
 */
export const trainingReminders = pgTable(
  'training_reminders',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['due-60', 'due-14', 'expired', 'not-started'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    completionId: integer('completion_id').references(() => courseCompletions.id, { onDelete: 'cascade' }),
    /** The reminder job's clock when it was sent (server/lib/clock.ts). */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    unique('training_reminders_once')
      .on(table.kind, table.userId, table.courseId, table.completionId)
      .nullsNotDistinct(),
  ],
)

/**
 * A learner's link to stop the optional reminder mails, without logging in: the token is in each
 * such mail. It is kept as it is (not hashed), because it is mailed again with every reminder and
 * can do nothing but stop reminders.
 */
export const trainingReminderOptOuts = pgTable('training_reminder_opt_outs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  /** Null while the learner still gets the reminders. */
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
})

/**
 * A version for each company's training matrix (row 0: the catalogue's), bumped by triggers in
 * the same transaction as every write that can change a matrix (migration 0017), so an instance's
 * cached matrix (server/team/training-matrix-cache.ts) is sent again only while it stands.
 */
export const trainingMatrixVersions = pgTable('training_matrix_versions', {
  companyId: integer('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
})
