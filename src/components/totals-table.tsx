import { formatPounds, fromPence } from '@/shared/money'
import type { OrderTotals } from '@/shared/rules/totals'
import { vatLabel, type VatRule } from '@/shared/rules/vat'

export interface Totals extends OrderTotals {
  couponCode: string | null
}

/**
 * Subtotal, discount, VAT and total, as the cart and checkout show them; the VAT row names its rate,
 * or at 0 % whether the courses are exempt or zero-rated (docs/product-rules.md §9).
 */
export function TotalsTable({
  totals,
  vat,
  totalTestId,
  className = '',
}: {
  totals: Totals
  /** The rule `totals` were worked out with. */
  vat: VatRule
  totalTestId?: string
  className?: string
}) {
  return (
    <dl className={`space-y-2 text-slate-800 ${className}`}>
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd>{formatPounds(fromPence(totals.subtotalPence))}</dd>
      </div>
      {totals.discountPence > 0 ? (
        <div className="flex justify-between text-brand-800">
          <dt>Discount{totals.couponCode ? ` (${totals.couponCode})` : ''}</dt>
          <dd>−{formatPounds(fromPence(totals.discountPence))}</dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt>{vatLabel(vat)}</dt>
        <dd>{formatPounds(fromPence(totals.vatPence))}</dd>
      </div>
      <div className="flex justify-between border-t border-slate-200 pt-3 text-lg font-bold text-ink">
        <dt>Total</dt>
        <dd data-testid={totalTestId}>{formatPounds(fromPence(totals.totalPence))}</dd>
      </div>
    </dl>
  )
}
