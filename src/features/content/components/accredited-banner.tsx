import { Link } from '@tanstack/react-router'
import { buttonClass } from '@/components/button'

/** The accredited-learning banner: the wide banner image, then our own words. */
export function AccreditedBanner() {
  return (
    <section aria-labelledby="accredited-heading" className="px-4 py-14">
      <div className="mx-auto max-w-6xl overflow-hidden rounded-3xl bg-brand-50 ring-1 ring-brand-100">
        {/* A 4:1 banner: on phones only its seal (the left square) would be legible, so show just that. */}
        <img
          src="/images/home/accredited-banner.svg"
          alt="CPD-accredited training you can trust: every course independently accredited by the CPD Standards Council."
          width={1200}
          height={300}
          loading="lazy"
          decoding="async"
          className="mx-auto mt-6 size-32 rounded-full object-cover object-left md:mt-0 md:h-auto md:w-full md:rounded-none"
        />
        <div className="grid items-center gap-6 p-6 sm:p-10 md:grid-cols-[3fr_2fr] md:pt-6">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">Accredited learning</p>
            <h2 id="accredited-heading" className="mt-2 text-3xl font-bold text-ink">
              Certificates your employer and inspectors recognise
            </h2>
            <p className="mt-4 text-slate-700">
              Our courses are CPD-accredited and aligned with the Care Certificate and Skills for Care guidance. Each
              one ends with an assessment and a certificate you can download at once and share with your manager.
            </p>
          </div>
          <div className="md:text-right">
            <Link to="/courses" className={buttonClass('primary', 'text-center')}>
              Browse accredited courses
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
