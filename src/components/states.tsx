import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useRef, type ReactNode } from 'react'
import { isApiError } from '@/lib/api-client'
import { onOnlineChange, useOnlineStatus } from '@/lib/online-status'
import { Button } from './button'
import { Spinner } from './spinner'

export function LoadingState({ label }: { label?: string }) {
  return <Spinner label={label} />
}

/**
 * A failed load: the screen's own message (docs/product-rules.md §8) when it has one, the client's explanation
 * of the failure otherwise, and a retry, which also runs by itself when the connection returns.
 * Offline, it also says why (unless `children` say it their own way). `heading`: the page's h1,
 * for a whole page that failed.
 */
export function ErrorState({
  error,
  message,
  onRetry,
  heading,
  children,
}: {
  error?: unknown
  message?: string
  onRetry?: () => void
  heading?: string
  children?: ReactNode
}) {
  const online = useOnlineStatus()
  // Offline, a failure without an answer from the server (or a page's code that could not arrive)
  // is the connection's: the page was not kept on this device.
  const offline = !online && error !== undefined && (!isApiError(error) || error.noAnswer)
  const detail =
    message ??
    (isApiError(error)
      ? error.message
      : offline
        ? 'This page isn’t available offline yet.'
        : 'Something went wrong. Please try again.')
  const retry = useRef(onRetry)
  useEffect(() => {
    retry.current = onRetry
  })
  useEffect(() => onOnlineChange((online) => void (online && retry.current?.())), [])
  return (
    <div role="alert" className="mx-auto my-8 max-w-xl rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      {heading ? <h1 className="mb-2 text-xl font-bold text-red-900">{heading}</h1> : null}
      <p className="font-medium text-red-800">{detail}</p>
      {children ??
        (offline ? (
          <p className="mt-2 text-sm text-red-800">
            You’re offline, and this was not kept on this device. It isn’t available offline yet: it loads by itself
            when you’re back online.
          </p>
        ) : null)}
      {onRetry ? (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  )
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="mx-auto my-8 max-w-xl rounded-xl border border-slate-200 bg-slate-50 p-6 text-center">
      <p className="text-muted">{message}</p>
      {children}
    </div>
  )
}

/**
 * A section's own states while its data loads: loading, failed (with a retry) and, given `empty`,
 * an empty list; then `children` with the data. A failing section leaves the rest of the page working.
 */
export function QueryState<T>({
  query,
  loading,
  error,
  empty,
  emptyAction,
  children,
}: {
  query: UseQueryResult<T>
  loading?: string
  /** The screen's own message (docs/product-rules.md §8); otherwise the client's explanation of the failure. */
  error?: string
  /** Shown instead of `children` when the data is an empty list. */
  empty?: string
  /** What to do about it, under the empty message (a link onwards). */
  emptyAction?: ReactNode
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <LoadingState label={loading} />
  // Joins a fetch already under way (the query's own refetch when the connection returns) instead
  // of cancelling it and sending another.
  const retry = () => void query.refetch({ cancelRefetch: false })
  // Only a first load that failed is an error: a failed refresh (offline, say) keeps showing the copy.
  if (query.isLoadingError) return <ErrorState error={query.error} message={error} onRetry={retry} />
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0)
    return <EmptyState message={empty}>{emptyAction}</EmptyState>
  return children(query.data)
}
