import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { buttonClass } from '../components/button'
import { ErrorState } from '../components/states'

/**
 * A route's failed load with the screen's own message (SPEC.md §8): retry runs the loader again.
 * `error` tells it whether the device is offline, which it then says too.
 */
export function RouteError({
  error,
  message,
  back,
}: {
  error: unknown
  message: string
  back?: { to: '/blogs'; label: string }
}) {
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()

  // Let queries that failed under this boundary fetch again on the next render.
  useEffect(() => {
    queryErrorResetBoundary.reset()
  }, [queryErrorResetBoundary])

  return (
    <div className="px-4">
      <ErrorState error={error} message={message} onRetry={() => void router.invalidate()} />
      {back ? (
        <p className="text-center">
          <Link to={back.to} className={buttonClass('secondary')}>
            {back.label}
          </Link>
        </p>
      ) : null}
    </div>
  )
}
