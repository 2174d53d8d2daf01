import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { COUPON_MESSAGES } from '@/shared/contract/checkout-messages'
import { Button } from '@/components/button'
import { focusOnMount } from '@/lib/focus'
import { formatPounds } from '@/shared/money'
import { useApplyCoupon } from '../api/apply-coupon'
import { clearAppliedCoupon, saveAppliedCoupon, type AppliedCoupon } from '../data/coupon-storage'

type Notice = { tone: 'success' | 'error'; text: string } | null

/**
 * The coupon box (docs/product-rules.md §4, §8). Applying needs a session, so while logged out it points to the
 * login instead. `recheckMessage` is the re-check's 'Coupon is no longer valid.'.
 */
export function CouponBox({
  subtotalPence,
  coupon,
  pending,
  loggedIn,
  loginLink,
  recheckMessage,
  onRecheckMessageSeen,
}: {
  subtotalPence: number
  coupon: AppliedCoupon | null
  pending: boolean
  loggedIn: boolean
  /** A link to the login page that comes back here. */
  loginLink: ReactNode
  recheckMessage: string | null
  onRecheckMessageSeen: () => void
}) {
  const inputId = useId()
  const messageId = useId()
  const [code, setCode] = useState('')
  const [notice, setNotice] = useState<Notice>(null)
  const apply = useApplyCoupon()
  // The form and the applied coupon replace each other: focus goes to what replaced the control used.
  const [focusNext, setFocusNext] = useState<'remove' | 'input' | null>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onRecheckMessageSeen()
    const trimmed = code.trim()
    if (trimmed === '') {
      setNotice({ tone: 'error', text: 'Enter a coupon code.' })
      return
    }
    setNotice(null)
    apply.mutate(
      { code: trimmed, subtotalPence },
      {
        onSuccess: (result) => {
          if (result.ok) {
            saveAppliedCoupon(result.coupon)
            setFocusNext('remove')
            setCode('')
            setNotice({ tone: 'success', text: result.message })
          } else {
            setNotice({ tone: 'error', text: result.message })
          }
        },
        onError: () => setNotice({ tone: 'error', text: COUPON_MESSAGES.failed }),
      },
    )
  }

  const shown: Notice = recheckMessage && !coupon ? { tone: 'error', text: recheckMessage } : notice

  return (
    <section aria-labelledby={`${inputId}-heading`} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id={`${inputId}-heading`} className="font-semibold text-ink">
        Coupon
      </h2>
      {!loggedIn ? (
        <p className="mt-2 text-sm text-slate-700">Please log in first to apply a coupon. {loginLink}</p>
      ) : coupon ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-800">
            <span className="inline-flex items-center rounded-md bg-brand-100 px-2 py-0.5 font-mono font-semibold text-brand-900">
              {coupon.code}
            </span>{' '}
            {pending
              ? 'Checking your coupon…'
              : coupon.discount > 0
                ? `saves you ${formatPounds(coupon.discount)}`
                : 'applied'}
          </p>
          <Button
            ref={focusNext === 'remove' ? focusOnMount : undefined}
            variant="ghost"
            className="px-3 text-sm"
            onClick={() => {
              clearAppliedCoupon()
              setNotice(null)
              setFocusNext('input')
            }}
          >
            Remove coupon
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-2 flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            Coupon code
          </label>
          <input
            ref={focusNext === 'input' ? focusOnMount : undefined}
            id={inputId}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="Coupon code"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            aria-describedby={shown ? messageId : undefined}
            aria-invalid={shown?.tone === 'error' ? true : undefined}
            className="h-11 min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 uppercase placeholder:normal-case placeholder:text-slate-500 focus:border-brand-700"
          />
          <Button type="submit" variant="secondary" disabled={apply.isPending} className="px-4">
            {apply.isPending ? 'Applying…' : 'Apply'}
          </Button>
        </form>
      )}
      <div aria-live="polite">
        {shown ? (
          <p
            id={messageId}
            className={`mt-2 text-sm font-medium ${shown.tone === 'success' ? 'text-brand-800' : 'text-red-700'}`}
          >
            {shown.text}
          </p>
        ) : null}
      </div>
    </section>
  )
}
