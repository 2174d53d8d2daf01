import type { CartItem } from '@/shared/contract/checkout'
import { formatPounds, fromPence } from '@/shared/money'
import { lineTotalPence, poundsLine } from '@/shared/rules/totals'
import type { VatRule } from '@/shared/rules/vat'
import { TotalsTable, type Totals } from '@/components/totals-table'
import { ResponsiveImage } from '@/components/responsive-image'
import { IMAGE_SIZES } from '@/lib/image-sizes'

/** The totals the route computed from the cart, the applied coupon and the VAT rule, in pence. */
export interface CheckoutTotals extends Totals {
  couponPending: boolean
}

/** The order summary beside the payment form: lines, subtotal, discount, VAT and total. */
export function OrderSummary({
  items,
  totals,
  vat,
  headingId,
}: {
  items: CartItem[]
  totals: CheckoutTotals
  vat: VatRule
  headingId: string
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        Order summary
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-3">
            <div className="h-12 w-16 shrink-0 overflow-hidden rounded-md bg-brand-50">
              {item.image ? (
                <ResponsiveImage
                  src={item.image}
                  alt=""
                  width={64}
                  height={48}
                  sizes={IMAGE_SIZES.orderSummary}
                  className="size-full object-cover"
                />
              ) : null}
            </div>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold leading-snug text-ink">{item.name}</p>
              <p className="text-sm text-muted">
                {item.quantity} × {formatPounds(item.price)}
              </p>
            </div>
            <p className="font-semibold text-ink">{formatPounds(fromPence(lineTotalPence(poundsLine(item))))}</p>
          </li>
        ))}
      </ul>
      <TotalsTable
        totals={totals}
        vat={vat}
        totalTestId="checkout-total"
        className="mt-2 border-t border-slate-200 pt-4"
      />
    </div>
  )
}
