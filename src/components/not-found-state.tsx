import type { ReactNode } from 'react'

/** A page whose subject does not exist: its heading says so, then why that may be and where to go. */
export function NotFoundState({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-3 text-muted">{hint}</p>
      {children}
    </section>
  )
}
