import { Link } from '@tanstack/react-router'
import { buttonClass } from '@/components/button'
import { BRAND } from '@/lib/env'
import { HeroImage } from './hero-image'

/** docs/product-rules.md §1: the landing hero. Its image is the page's largest paint, so it loads first. */
export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 pb-10 pt-8 sm:pt-12 lg:grid-cols-2 lg:gap-12 lg:pb-16 lg:pt-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold uppercase tracking-wide text-brand-800">
            Never Stop Learning
          </p>
          <h1 id="hero-heading" className="mt-4 text-3xl font-bold leading-tight text-ink sm:text-4xl lg:text-5xl">
            Transform your skills, Transform your future — with {BRAND} Learning.
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted">
            CPD-accredited health and social care training for care workers and care providers across the UK. Study
            online, on your phone, at your own pace.
          </p>
          <Link to="/courses" className={buttonClass('primary', 'mt-8 px-7 text-lg')}>
            Explore Courses
          </Link>
        </div>
        <HeroImage priority className="mx-auto h-auto w-full max-w-lg rounded-3xl lg:max-w-none" />
      </div>
    </section>
  )
}
