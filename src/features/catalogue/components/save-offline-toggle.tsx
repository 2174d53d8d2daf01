import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { CourseDetail, CourseSummary } from '@/shared/contract/catalogue'
import { PlainButton } from '@/components/button'
import { courseQueryOptions } from '../api/get-course'
import { courseFaqsQueryOptions } from '../api/get-course-faqs'
import { saveCourse, unsaveCourse, useIsSaved } from '../data/saved-courses'
import { Icon } from '@/components/icons'
import { useOnlineStatus } from '@/lib/online-status'

/** What the control says, before it is tapped, while saving cannot work. */
export const SAVE_NEEDS_CONNECTION = 'Saving for offline needs a connection.'

/**
 * "Save for offline" on a course card or page: keeps the whole course and its images on the
 * device, so it opens with no signal. From a card, the full course is fetched first.
 */
export function SaveOfflineToggle({
  course,
  detail,
  compact = false,
}: {
  course: Pick<CourseSummary, 'id' | 'slug' | 'name'>
  detail?: CourseDetail
  compact?: boolean
}) {
  const saved = useIsSaved(course.id)
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const online = useOnlineStatus()
  // Saving fetches the course's FAQs and pictures: offline it would fail, so it says so at once.
  // Removing a saved course works anywhere.
  const needsConnection = !online && saved === false
  const noteId = `save-offline-note-${course.id}`

  const toggle = async () => {
    setBusy(true)
    setError(null)
    try {
      if (saved) {
        await unsaveCourse(course.id)
      } else {
        const [full, faqs] = await Promise.all([
          detail ?? queryClient.fetchQuery(courseQueryOptions(course.slug)),
          queryClient.fetchQuery(courseFaqsQueryOptions(course.slug)).catch(() => []),
        ])
        await saveCourse(full, faqs)
      }
    } catch {
      setError('Connect to the internet to save this course.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="relative z-10">
      <PlainButton
        aria-pressed={saved === true}
        aria-label={compact ? `${saved ? 'Saved for offline' : 'Save for offline'}: ${course.name}` : undefined}
        disabled={busy || saved === undefined || needsConnection}
        aria-describedby={needsConnection ? noteId : undefined}
        onClick={() => void toggle()}
        className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold transition-colors aria-disabled:opacity-60 ${
          saved
            ? 'border-brand-700 bg-brand-700 text-white not-aria-disabled:hover:bg-brand-800'
            : 'border-brand-700 bg-white text-brand-800 not-aria-disabled:hover:bg-brand-50'
        }`}
      >
        <Icon name="bookmark" className="size-5" filled={saved} />
        <span>{saved ? 'Saved for offline' : 'Save for offline'}</span>
      </PlainButton>
      {needsConnection ? (
        <p id={noteId} className={compact ? 'sr-only' : 'mt-1 text-sm text-muted'}>
          {SAVE_NEEDS_CONNECTION}
        </p>
      ) : error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
