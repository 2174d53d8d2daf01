import { formatPounds, fromPence } from '../shared/money'

export interface Totals {
  subtotalPence: number
  discountPence: number
  totalPence: number
  couponCode: string | null
}

/** Subtotal, discount, VAT (docs/product-rules.md §9: a fixed £0.00) and total, as the cart and checkout show them. */
export function TotalsTable({
  totals,
  totalTestId,
  className = '',
}: {
  totals: Totals
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
        <dt>VAT</dt>
        <dd>{formatPounds(0)}</dd>
      </div>
      <div className="flex justify-between border-t border-slate-200 pt-3 text-lg font-bold text-ink">
        <dt>Total</dt>
        <dd data-testid={totalTestId}>{formatPounds(fromPence(totals.totalPence))}</dd>
      </div>
    </dl>
  )
}
