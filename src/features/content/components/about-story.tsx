import { Link } from '@tanstack/react-router'
import { buttonClass } from '@/components/button'
import { BRAND } from '@/lib/env'
import { Icon } from '@/components/icons'
import { HeroImage } from './hero-image'

const OFFER = [
  {
    title: 'Mandatory and statutory training',
    text: 'Safeguarding, moving and handling, infection prevention, fire safety, basic life support and the rest of the core curriculum.',
  },
  {
    title: 'Specialist clinical skills',
    text: 'Dementia, end-of-life care, medication administration, diabetes, epilepsy and learning disabilities, taught by practitioners.',
  },
  {
    title: 'In-house group training',
    text: 'Trainers who come to your service, plan the day around your rota and train your whole team together.',
  },
  {
    title: 'Leadership and management',
    text: 'Courses for team leaders, deputies and registered managers: supervision, care planning and preparing for inspection.',
  },
]

const REASONS = [
  'Short modules you can finish on a break, with progress saved on your phone.',
  'Plain English, real scenarios from UK care homes and home care.',
  'A certificate the moment you pass, accepted by employers across the UK.',
  'Fair prices, and discounts for teams and care providers.',
]

/** The static about page: our own words, no API. */
export function AboutStory() {
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-white pb-10 pt-12">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">About {BRAND}</p>
            <h1 className="mt-2 text-3xl font-bold leading-tight text-ink sm:text-4xl">
              Training that helps care workers give their best care
            </h1>
            <p className="mt-4 text-lg text-slate-700">
              {BRAND} Learning is a UK provider of accredited health and social care e-learning. We train care workers,
              nurses and support staff, and the organisations that employ them, with courses that are practical, current
              and easy to fit around a shift.
            </p>
          </div>
          <HeroImage className="h-auto w-full rounded-2xl" />
        </div>
      </header>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12">
        <section aria-labelledby="mission-heading" className="max-w-3xl">
          <h2 id="mission-heading" className="text-2xl font-bold text-ink">
            Our mission
          </h2>
          <p className="mt-3 text-slate-700">
            Every person who receives care deserves someone trained, confident and kind beside them. Our mission is to
            make high-quality training open to every care worker in the UK, whatever their shift pattern, budget or
            signal strength, so that good care is the everyday standard.
          </p>
        </section>

        <section aria-labelledby="offer-heading">
          <h2 id="offer-heading" className="text-2xl font-bold text-ink">
            What we offer
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {OFFER.map((item) => (
              <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="accreditation-heading"
          className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
        >
          <h2 id="accreditation-heading" className="text-2xl font-bold text-ink">
            Accreditation you can rely on
          </h2>
          <p className="mt-3 max-w-3xl text-slate-700">
            Our courses are CPD-accredited and aligned with the Care Certificate standards and Skills for Care guidance.
            Content is reviewed every year against current UK legislation and the expectations of the CQC, the Care
            Inspectorate, Care Inspectorate Wales and the RQIA, so your certificate reflects what inspectors look for
            today.
          </p>
        </section>

        <section aria-labelledby="choose-heading" className="max-w-3xl">
          <h2 id="choose-heading" className="text-2xl font-bold text-ink">
            Why care workers choose us
          </h2>
          <ul className="mt-4 space-y-3">
            {REASONS.map((reason) => (
              <li key={reason} className="flex gap-3 text-slate-700">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-700" strokeWidth={2.4} />
                <span>{reason}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/courses" className={buttonClass('primary')}>
              Explore Courses
            </Link>
            <Link to="/contact" className={buttonClass('secondary')}>
              Contact us
            </Link>
          </div>
        </section>
      </div>
    </article>
  )
}
