import { Icon, type LineIconName } from '@/components/icons'
import { BRAND } from '@/lib/env'

interface Reason {
  title: string
  text: string
  icon: LineIconName
}

const REASONS: Reason[] = [
  {
    title: 'CPD-accredited',
    text: 'Every course is CPD-accredited and mapped to the Care Certificate standards, so your learning counts.',
    icon: 'award',
  },
  {
    title: 'Learn offline on your phone',
    text: 'Install the app, save courses and keep studying on a break or on the bus, even without signal.',
    icon: 'phone-download',
  },
  {
    title: 'Instant certificates',
    text: 'Pass the assessment and download your certificate straight away, ready for your employer or CQC.',
    icon: 'certificate',
  },
  {
    title: 'UK-specific content',
    text: 'Written for UK care settings: current legislation, CQC and Care Inspectorate expectations, NHS guidance.',
    icon: 'map-pin',
  },
  {
    title: 'Group and company accounts',
    text: 'Enrol your whole team, assign courses and keep every record in one place for inspections.',
    icon: 'people',
  },
  {
    title: 'Friendly UK support',
    text: 'Real people who know care answer your questions by email and phone, usually within one working day.',
    icon: 'headset',
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
                <Icon name={reason.icon} strokeWidth={1.8} />
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
