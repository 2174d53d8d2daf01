import type { ReactNode } from 'react'

/** The card the account pages sit in. */
export function AuthCard({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string
  intro?: ReactNode
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-14">
      <div
        className={`mx-auto ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8`}
      >
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  )
}
