import { BOOKING_RESTRICTED } from '@/shared/contract/sub-user'

/** In place of "Book Now" for a signed-in sub-user: staff do not pay, their company books for them. */
export function BookingRestricted() {
  return (
    <p className="w-full rounded-2xl border border-slate-200 bg-slate-50 p-5 font-medium text-ink">
      {BOOKING_RESTRICTED}
    </p>
  )
}
