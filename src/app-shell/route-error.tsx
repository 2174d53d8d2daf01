import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { buttonClass } from '../components/button'
import { ErrorState } from '../components/states'

/**
 * A route's failed load with the screen's own message (SPEC.md §8). Retry runs the loader again;
 * a failure that retrying cannot fix (e.g. not found) offers a way back instead.
 */
export function RouteError({
  message,
  retry = true,
  back,
}: {
  message: string
  retry?: boolean
  back?: { to: '/blogs' | '/'; label: string }
}) {
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()

  // Let queries that failed under this boundary fetch again on the next render.
  useEffect(() => {
    queryErrorResetBoundary.reset()
  }, [queryErrorResetBoundary])

  return (
    <div className="px-4">
      <ErrorState message={message} onRetry={retry ? () => void router.invalidate() : undefined} />
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
