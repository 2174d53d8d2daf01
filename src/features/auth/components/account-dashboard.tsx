import { Link, Navigate, useNavigate } from '@tanstack/react-router'
import { format, parseISO } from 'date-fns'
import { useCallback, type ReactNode } from 'react'
import type { BookingSummary } from '@/shared/contract/booking'
import { Button, buttonClass } from '@/components/button'
import { QueryState } from '@/components/states'
import { formatPounds, fromPence } from '@/shared/money'
import { lineTotalPence, poundsLine } from '@/shared/rules/totals'
import { useMyBookings } from '../api/get-my-bookings'
import { useMyOrders } from '../api/get-my-orders'
import { isSubUser } from '@/shared/contract/sub-user'
import { useSession } from '../data/session'
import { DocumentDownload, SavedDocumentsOffline } from './document-download'

export const NO_ORDERS = 'No orders yet.'
export const NO_BOOKINGS = 'No bookings yet.'

const day = (iso: string) => format(parseISO(iso), 'd MMM yyyy')

const STATUS_LABEL: Record<BookingSummary['status'], string> = {
  draft: 'Details saved',
  answered: 'Awaiting payment',
  paid: 'Paid',
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function Orders() {
  const query = useMyOrders()
  return (
    <QueryState
      query={query}
      loading="Loading your orders…"
      empty={NO_ORDERS}
      emptyAction={
        <Link to="/courses" className={buttonClass('secondary', 'mt-4')}>
          Explore Courses
        </Link>
      }
    >
      {(orders) => (
        <ul className="divide-y divide-slate-200">
          {orders.map((order) => (
            <li key={order.id} className="py-4 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-ink">Order {order.number}</p>
                <p className="text-sm text-muted">{day(order.created_at)}</p>
              </div>
              <ul className="mt-2 space-y-1 text-slate-700">
                {order.lines.map((line) => (
                  <li key={`${order.id}-${line.course_id}`} className="flex justify-between gap-4">
                    <span>
                      {line.name}
                      {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                    </span>
                    <span className="shrink-0">{formatPounds(fromPence(lineTotalPence(poundsLine(line))))}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-right font-semibold text-ink">
                Total {formatPounds(order.total)}
                {order.discount > 0 ? (
                  <span className="ml-2 text-sm font-normal text-muted">(saved {formatPounds(order.discount)})</span>
                ) : null}
              </p>
              <div className="mt-1 flex justify-end">
                <DocumentDownload source="order" id={order.id} label={`order ${order.number}`} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}

/**
 * `unfinishedHere`: courses whose booking this device holds a draft of. That draft is listed with
 * the way to resume it, so its unpaid copy on the server is not listed a second time here.
 */
function Bookings({ unfinishedHere }: { unfinishedHere: ReadonlySet<number> }) {
  const listed = useCallback(
    (bookings: BookingSummary[]) =>
      bookings.filter((booking) => booking.status === 'paid' || !unfinishedHere.has(booking.course_id)),
    [unfinishedHere],
  )
  const query = useMyBookings(listed)
  return (
    <QueryState query={query} loading="Loading your bookings…" empty={NO_BOOKINGS}>
      {(bookings) => (
        <ul className="divide-y divide-slate-200">
          {bookings.map((booking) => (
            <li key={booking.id} className="flex flex-wrap items-start justify-between gap-2 py-4 first:pt-0 last:pb-0">
              <div>
                <p className="font-semibold text-ink">{booking.course_name}</p>
                <p className="text-sm text-slate-700">
                  Training on {day(booking.training_date)} · {booking.no_of_users}{' '}
                  {booking.no_of_users === 1 ? 'delegate' : 'delegates'}
                </p>
              </div>
              <div className="text-right">
                <span
                  className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${booking.status === 'paid' ? 'bg-brand-100 text-brand-900' : 'bg-amber-100 text-amber-900'}`}
                >
                  {STATUS_LABEL[booking.status]}
                </span>
                {booking.amount !== null ? (
                  <p className="mt-1 text-sm text-slate-700">{formatPounds(booking.amount)}</p>
                ) : null}
                {booking.status === 'paid' ? (
                  <DocumentDownload source="booking" id={booking.id} label={`booking of ${booking.course_name}`} />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}

const NONE: ReadonlySet<number> = new Set()

/**
 * A company's staff member neither buys nor books (docs/product-rules.md §6): her orders and
 * bookings show only when she has some, from before she joined the company. No empty lists, and
 * offline no error boxes for lists she will never have.
 */
function StaffHistory({ unfinishedHere }: { unfinishedHere: ReadonlySet<number> }) {
  const orders = useMyOrders()
  const bookings = useMyBookings()
  return (
    <>
      {orders.data?.length ? (
        <Section id="dashboard-orders" title="Your orders">
          <Orders />
        </Section>
      ) : null}
      {bookings.data?.length ? (
        <Section id="dashboard-bookings" title="Your in-house bookings">
          <Bookings unfinishedHere={unfinishedHere} />
        </Section>
      ) : null}
    </>
  )
}

/**
 * The dashboard (docs/product-rules.md §2): a welcome with the user's name, a logout button, orders and bookings.
 * `children` are sections other features add (a staff member's courses), above the orders;
 * `unfinishedHere`, the courses of the bookings the page lists as unfinished on this device.
 */
export function AccountDashboard({
  children,
  unfinishedHere = NONE,
}: {
  children?: ReactNode
  unfinishedHere?: ReadonlySet<number>
}) {
  const session = useSession()
  const navigate = useNavigate()
  // Logged out in another tab while this one was open.
  if (!session) return <Navigate to="/login" />
  const { user } = session

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 pb-14 pt-10">
      <div className="mx-auto max-w-4xl space-y-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="break-words text-3xl font-bold text-ink sm:text-4xl">Welcome, {user.name}</h1>
            <p className="mt-2 break-all text-slate-700">{user.email}</p>
            {user.role === 'company' && user.company_name ? (
              <p className="text-slate-700">{user.company_name}</p>
            ) : null}
            {user.role === 'company' && user.parent === 0 ? (
              <Link to="/team" className={buttonClass('primary', 'mt-4')}>
                Your team: seats and staff
              </Link>
            ) : null}
          </div>
          <Button variant="secondary" onClick={() => void navigate({ to: '/logout' })}>
            Logout
          </Button>
        </div>
        {children}
        {isSubUser(user) ? (
          <StaffHistory unfinishedHere={unfinishedHere} />
        ) : (
          <>
            <Section id="dashboard-orders" title="Your orders">
              <Orders />
            </Section>
            <Section id="dashboard-bookings" title="Your in-house bookings">
              <Bookings unfinishedHere={unfinishedHere} />
            </Section>
          </>
        )}
        <SavedDocumentsOffline />
      </div>
    </div>
  )
}
