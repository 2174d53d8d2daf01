import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useCanGoBack, useRouter } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { isNotFound } from '@/lib/api-client'
import { useOnlineStatus } from '@/lib/online-status'
import { Button, buttonClass } from './button'
import { ErrorState } from './states'

/**
 * Every route's `errorComponent`: a failed load with the screen's own message (docs/product-rules.md
 * §8). Retry resets the route's error and runs its loader again; a 404 shows `notFound` instead.
 * `error` tells it whether the device is offline, which it then says too, with a way back to the
 * page the reader came from (a page not kept on the device cannot open until the connection returns).
 */
export function RouteError({
  error,
  reset,
  message,
  heading,
  notFound,
  back,
  spaced = false,
  children,
}: {
  error: unknown
  reset?: () => void
  message?: string
  heading?: string
  notFound?: ReactNode
  back?: { to: '/blogs'; label: string }
  /** Room above and below, where the error stands alone on the page. */
  spaced?: boolean
  children?: ReactNode
}) {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const online = useOnlineStatus()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()

  // Let queries that failed under this boundary fetch again on the next render.
  useEffect(() => {
    queryErrorResetBoundary.reset()
  }, [queryErrorResetBoundary])

  if (notFound && isNotFound(error)) return notFound
  return (
    <div className={spaced ? 'px-4 py-10' : 'px-4'}>
      <ErrorState
        error={error}
        message={message}
        heading={heading}
        onRetry={() => {
          reset?.()
          void router.invalidate()
        }}
      >
        {children}
      </ErrorState>
      {back ? (
        <p className="text-center">
          <Link to={back.to} className={buttonClass('secondary')}>
            {back.label}
          </Link>
        </p>
      ) : !online ? (
        <p className="text-center">
          {canGoBack ? (
            <Button variant="secondary" onClick={() => router.history.back()}>
              Go back
            </Button>
          ) : (
            <Link to="/" className={buttonClass('secondary')}>
              Go to the home page
            </Link>
          )}
        </p>
      ) : null}
    </div>
  )
}
