/**
 * 'Payment Successful !' (docs/product-rules.md §2, word for word, its space before the "!" too).
 * The last word and the "!" never part: on a phone the heading breaks after "Payment", never
 * leaving the "!" on a line of its own.
 */
export function PaymentSuccessfulHeading({ className }: { className: string }) {
  return (
    <h1 className={className}>
      Payment <span className="whitespace-nowrap">Successful !</span>
    </h1>
  )
}
