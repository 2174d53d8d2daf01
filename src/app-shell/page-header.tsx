import type { ReactNode } from 'react'

/** The top of a content page: its h1 and an optional line under it; `narrow` lines up with a reading column. */
export function PageHeader({
  title,
  narrow = false,
  children,
}: {
  title: string
  narrow?: boolean
  children?: ReactNode
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white pb-6 pt-10">
      <div className={`mx-auto px-4 ${narrow ? 'max-w-3xl' : 'max-w-6xl'}`}>
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{title}</h1>
        {children ? <div className="mt-3 max-w-2xl text-lg text-slate-700">{children}</div> : null}
      </div>
    </div>
  )
}
