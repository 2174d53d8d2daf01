import type { ReactNode } from 'react'

/** A message the user must see (a refused or failed step), announced when it appears. */
export function AlertMessage({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
      {children}
    </p>
  )
}

/** Calm status for steps kept on the device (offline, sending). */
export function StatusNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
      {children}
    </p>
  )
}
