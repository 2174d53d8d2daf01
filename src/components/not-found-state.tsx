import { Link } from '@tanstack/react-router'
import { buttonClass } from './button'

/** A page whose subject does not exist: its heading says so, then why that may be, and a way back. */
export function NotFoundState({
  title,
  hint,
  back,
}: {
  title: string
  hint: string
  back: { to: '/courses' | '/blogs'; label: string }
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-3 text-muted">{hint}</p>
      <Link to={back.to} className={buttonClass('primary', 'mt-6')}>
        {back.label}
      </Link>
    </section>
  )
}
