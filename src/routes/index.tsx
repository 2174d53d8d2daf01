import { createFileRoute, Link } from '@tanstack/react-router'
import { buttonClass } from '../components/button'
import { BRAND } from '../lib/env'

export const Route = createFileRoute('/')({
  component: HomePage,
})

function HomePage() {
  return (
    <section className="bg-brand-50 px-4 py-16">
      <div className="mx-auto max-w-5xl">
        <p className="font-semibold uppercase tracking-wide text-brand-800">Never Stop Learning</p>
        <h1 className="mt-3 text-4xl font-bold">
          Transform your skills, Transform your future — with {BRAND} Learning.
        </h1>
        <Link to="/" className={buttonClass('primary', 'mt-8')}>
          Explore Courses
        </Link>
      </div>
    </section>
  )
}
