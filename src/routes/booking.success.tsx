import { createFileRoute } from '@tanstack/react-router'
import { BookingSuccess } from '@/features/booking/components/booking-success'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'

/** After a booking payment: the success heading (docs/product-rules.md §8) with the booking's summary. */
export const Route = createFileRoute('/booking/success')({
  head: () => ({
    meta: [
      { title: pageTitle('Booking confirmed') },
      { name: 'description', content: `Your in-house training booking with ${BRAND} is paid and confirmed.` },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: BookingSuccess,
})
