import type { QueryKey } from '@tanstack/react-query'
import type { CallName } from './api-client'

/**
 * The scopes of the query cache whose entries are kept across launches (7 days, for offline use):
 * public data only. Everything else (`account`: a person's orders, bookings, team, invitations)
 * lives in memory for the tab.
 */
const PERSISTED_SCOPES = ['catalogue', 'content'] as const

type Scope = (typeof PERSISTED_SCOPES)[number] | 'account'

/**
 * Every call whose answer is cached: its scope (which decides whether it is persisted) and its name
 * in the key. A call's key is `[scope, name, ...what tells its answers apart]`.
 */
const CACHED_CALLS = {
  'catalogue.categories': ['catalogue', 'categories'],
  'catalogue.categoryCourses': ['catalogue', 'category-courses'],
  'catalogue.course': ['catalogue', 'course'],
  'catalogue.courseFaqs': ['catalogue', 'course-faqs'],
  'catalogue.courseList': ['catalogue', 'courses'],
  'catalogue.courseSearch': ['catalogue', 'search'],
  'catalogue.descriptiveQuestions': ['catalogue', 'questions'],
  'catalogue.featuredCourses': ['catalogue', 'featured-courses'],
  // A learner's own courses, kept like the catalogue so they show offline (keyed by the account).
  'learning.myCourses': ['catalogue', 'my-courses'],
  // The VAT rule the server prices with: public, the same for everyone, and needed offline.
  'checkout.vatRule': ['catalogue', 'vat-rule'],
  'content.blog': ['content', 'blog'],
  'content.blogs': ['content', 'blogs'],
  'content.cms': ['content', 'cms'],
  'content.faqs': ['content', 'faqs'],
  'content.footer': ['content', 'footer'],
  'content.homeData': ['content', 'home-data'],
  'content.partners': ['content', 'partners'],
  'content.settings': ['content', 'settings'],
  'booking.myBookings': ['account', 'bookings'],
  'checkout.myOrders': ['account', 'orders'],
  'team.invitation': ['account', 'invitation'],
  'team.myInvitations': ['account', 'my-invitations'],
  'team.team': ['account', 'team'],
  // A certificate's check is public, but only for the page that asked: kept in memory, not on the device.
  'learning.verifyCertificate': ['account', 'certificate-check'],
  // Under the team's key, so that whatever refreshes the team (an assignment) refreshes its matrix too.
  'trainingMatrix.matrix': ['account', 'team'],
} as const satisfies Partial<Record<CallName, readonly [Scope, string]>>

export type CachedCall = keyof typeof CACHED_CALLS

/**
 * The query key of a call's answers: `queryKey('catalogue.course', idOrSlug)`. With no `parts`, the
 * prefix of all of them (to invalidate every course, say).
 */
export function queryKey<C extends CachedCall, const P extends readonly unknown[] = []>(
  call: C,
  ...parts: P
): readonly [...(typeof CACHED_CALLS)[C], ...P] {
  return [...CACHED_CALLS[call], ...parts]
}

/** Whether a query's answers are kept across launches: public catalogue and content data only. */
export function isPersistedKey(key: QueryKey): boolean {
  return (PERSISTED_SCOPES as readonly unknown[]).includes(key[0])
}
