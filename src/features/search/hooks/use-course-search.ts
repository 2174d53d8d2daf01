import type { CourseSummary } from '@/shared/contract/catalogue'
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, SEARCH_RESULTS_MAX } from '@/shared/contract/search-rules'
import { useSearchCourses } from '../api/search-courses'
import { useDebouncedValue } from './use-debounced-value'

export type CourseSearchState =
  | { status: 'idle' }
  | { status: 'too-short' }
  | { status: 'searching' }
  | { status: 'failed' }
  | { status: 'empty' }
  /** `more`: the answer is full, so there may be more matches than it holds. */
  | { status: 'results'; results: CourseSummary[]; more: boolean }

/** What the search box shows for what has been typed so far (docs/product-rules.md §5: 3 characters, 500 ms). */
export function useCourseSearch(input: string): CourseSearchState {
  const term = input.trim()
  const settled = useDebouncedValue(term, SEARCH_DEBOUNCE_MS)
  const enabled = settled.length >= SEARCH_MIN_LENGTH
  const query = useSearchCourses(settled, enabled)

  if (term.length === 0) return { status: 'idle' }
  if (term.length < SEARCH_MIN_LENGTH) return { status: 'too-short' }
  // Still typing, or waiting for the answer to what was typed.
  if (settled !== term || query.isPending) return { status: 'searching' }
  if (query.isError) return { status: 'failed' }
  return query.data.length === 0
    ? { status: 'empty' }
    : { status: 'results', results: query.data, more: query.data.length >= SEARCH_RESULTS_MAX }
}
