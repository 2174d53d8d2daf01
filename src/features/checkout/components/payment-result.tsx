import { Link } from '@tanstack/react-router'
import type { Order } from '@/shared/contract/checkout'
import { buttonClass } from '@/components/button'
import { SuccessMark } from '@/components/success-mark'
import { PaymentSuccessfulHeading } from '@/components/payment-successful-heading'
import { formatPounds, fromPence } from '@/shared/money'
import { lineTotalPence, poundsLine } from '@/shared/rules/totals'
import { vatLabel } from '@/shared/rules/vat'
import { Icon } from '@/components/icons'
import { seatCount } from '@/shared/contract/team-messages'

/**
 * /success: 'Payment Successful !' (docs/product-rules.md §2, word for word), the order number and its lines.
 * For a company (`seats`), its lines are seats for its staff (the cart holds only online courses, each
 * of which a company's payment turns into seats), so the page says how many and leads to Your team.
 */
export function PaymentSucceeded({ order, seats = false }: { order: Order; seats?: boolean }) {
  const seatsBought = order.lines.reduce((sum, line) => sum + line.quantity, 0)
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <div className="text-center">
        <SuccessMark />
        <PaymentSuccessfulHeading className="mt-5 text-3xl font-bold text-ink" />
        <p className="mt-3 text-lg text-slate-700">
          Thank you. Your order number is <strong className="font-mono text-ink">{order.number}</strong>. A confirmation
          is on its way to your inbox.
        </p>
      </div>

      {seats ? (
        <div className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-center">
          <p className="text-xl font-bold text-ink">{seatCount(seatsBought)} added to your team</p>
          <p className="mt-1 text-slate-700">
            Give each seat to a staff member: they get an email saying how to start.
          </p>
          <Link to="/team" className={buttonClass('primary', 'mt-4')}>
            Go to Your team
          </Link>
        </div>
      ) : null}

      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-bold text-ink">Order {order.number}</h2>
        <ul className="mt-3 divide-y divide-slate-100">
          {order.lines.map((line) => (
            <li key={line.course_id} className="flex justify-between gap-4 py-3">
              <span className="text-ink">
                {line.name}{' '}
                <span className="text-muted">{seats ? `· ${seatCount(line.quantity)}` : `× ${line.quantity}`}</span>
              </span>
              <span className="font-semibold">{formatPounds(fromPence(lineTotalPence(poundsLine(line))))}</span>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 border-t border-slate-200 pt-3">
          {order.discount > 0 ? (
            <div className="flex justify-between text-brand-800">
              <dt>Discount{order.coupon_code ? ` (${order.coupon_code})` : ''}</dt>
              <dd>−{formatPounds(order.discount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between">
            <dt>{vatLabel(order.vat_rule)}</dt>
            <dd>{formatPounds(order.vat)}</dd>
          </div>
          <div className="flex justify-between text-lg font-bold text-ink">
            <dt>Total paid</dt>
            <dd>{formatPounds(order.total)}</dd>
          </div>
        </dl>
      </div>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/dashboard" className={buttonClass(seats ? 'secondary' : 'primary')}>
          Go to my dashboard
        </Link>
        <Link to="/courses" className={buttonClass('secondary')}>
          Explore more courses
        </Link>
      </div>
    </section>
  )
}

/** /failed: 'Payment Failed!' (docs/product-rules.md §2), why, and a way back; the cart is untouched. */
export function PaymentFailed({ message }: { message: string | undefined }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center">
      <div className="mx-auto grid size-16 place-items-center rounded-full bg-red-100 text-red-700">
        <Icon name="cross" className="size-9" strokeWidth={2.5} />
      </div>
      <h1 className="mt-5 text-3xl font-bold text-ink">Payment Failed!</h1>
      {message ? (
        <p role="alert" className="mt-3 text-lg font-medium text-red-800">
          {message}
        </p>
      ) : null}
      <p className="mt-3 text-slate-700">Your cart is kept, so you can try again.</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/payment" replace className={buttonClass('primary')}>
          Try again
        </Link>
        <Link to="/cart" className={buttonClass('secondary')}>
          Back to cart
        </Link>
      </div>
    </section>
  )
}
