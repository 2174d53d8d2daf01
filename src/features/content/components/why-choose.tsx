import type { ReactNode } from 'react'
import { BRAND } from '../../../lib/env'

interface Reason {
  title: string
  text: string
  icon: ReactNode
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

const REASONS: Reason[] = [
  {
    title: 'CPD-accredited',
    text: 'Every course is CPD-accredited and mapped to the Care Certificate standards, so your learning counts.',
    icon: (
      <svg viewBox="0 0 24 24" {...stroke}>
        <circle cx="12" cy="9" r="6" />
        <path d="m9.5 9 1.7 1.7L14.7 7.3M8.5 14.2 7 22l5-2.5 5 2.5-1.5-7.8" />
      </svg>
    ),
  },
  {
    title: 'Learn offline on your phone',
    text: 'Install the app, save courses and keep studying on a break or on the bus, even without signal.',
    icon: (
      <svg viewBox="0 0 24 24" {...stroke}>
        <rect x="6" y="2" width="12" height="20" rx="2.5" />
        <path d="M10.5 18.5h3M12 7v6m-2.5-2.5L12 13l2.5-2.5" />
      </svg>
    ),
  },
  {
    title: 'Instant certificates',
    text: 'Pass the assessment and download your certificate straight away, ready for your employer or CQC.',
    icon: (
      <svg viewBox="0 0 24 24" {...stroke}>
        <rect x="3" y="4" width="18" height="13" rx="2" />
        <path d="M7 9h10M7 12.5h6M15 17v4l2-1.2 2 1.2v-4" />
      </svg>
    ),
  },
  {
    title: 'UK-specific content',
    text: 'Written for UK care settings: current legislation, CQC and Care Inspectorate expectations, NHS guidance.',
    icon: (
      <svg viewBox="0 0 24 24" {...stroke}>
        <path d="M12 21s-7-5.6-7-11.5A7 7 0 0 1 19 9.5C19 15.4 12 21 12 21Z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </svg>
    ),
  },
  {
    title: 'Group and company accounts',
    text: 'Enrol your whole team, assign courses and keep every record in one place for inspections.',
    icon: (
      <svg viewBox="0 0 24 24" {...stroke}>
        <circle cx="9" cy="8" r="3.2" />
        <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5.2a3.2 3.2 0 0 1 0 6M18 14.3c1.8.8 3 2.6 3 4.7" />
      </svg>
    ),
  },
  {
    title: 'Friendly UK support',
    text: 'Real people who know care answer your questions by email and phone, usually within one working day.',
    icon: (
      <svg viewBox="0 0 24 24" {...stroke}>
        <path d="M4 13v-1a8 8 0 0 1 16 0v1" />
        <rect x="3" y="13" width="4" height="6" rx="1.5" />
        <rect x="17" y="13" width="4" height="6" rx="1.5" />
        <path d="M19 19c0 1.5-1.5 2.5-4 2.5h-2" />
      </svg>
    ),
  },
]

/** Static reasons to choose the provider; the content is ours, not the API's. */
export function WhyChoose() {
  return (
    <section aria-labelledby="why-heading" className="bg-brand-900 px-4 py-14 text-white">
      <div className="mx-auto max-w-6xl">
        <h2 id="why-heading" className="text-center text-3xl font-bold">
          Why care workers choose {BRAND}
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map((reason) => (
            <li key={reason.title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-xl bg-brand-100 text-brand-800 [&>svg]:size-7"
              >
                {reason.icon}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{reason.title}</h3>
              <p className="mt-2 text-brand-50/90">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
