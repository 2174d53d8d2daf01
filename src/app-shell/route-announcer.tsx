import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/**
 * What a new page load does for free and an app's navigation does not: after moving to another
 * page, focus starts at the new content (not on a link that is gone, or in the header) and a
 * screen reader hears the new page's title. Changes of search or hash on the same page (filters,
 * in-page links) are left alone.
 */
export function RouteAnnouncer() {
  const router = useRouter()
  const [title, setTitle] = useState('')

  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
        // The first page the browser loaded is announced by the browser itself.
        if (!fromLocation || !pathChanged) return
        document.getElementById('main')?.focus({ preventScroll: true })
        setTitle(document.title)
      }),
    [router],
  )

  return (
    <p role="status" className="sr-only">
      {title}
    </p>
  )
}
