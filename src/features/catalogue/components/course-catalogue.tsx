import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { SEARCH_DEBOUNCE_MS, SEARCH_MESSAGES, SEARCH_MIN_LENGTH } from '@/shared/contract/search-rules'
import { EmptyState, ErrorState, LoadingState } from '@/components/states'
import { categoriesQueryOptions } from '../api/get-categories'
import { useCourseList } from '../api/get-course-list'
import { useMinimumDuration } from '../hooks/use-minimum-duration'
import { COURSES_EMPTY, COURSES_ERROR, COURSES_NO_MATCH, CourseResults } from './course-results'
import { Icon } from '@/components/icons'

export interface CatalogueFilters {
  q?: string
  category?: number[]
}

export type FiltersChange = (next: CatalogueFilters, options: { replace: boolean }) => void

/** docs/product-rules.md §9. */
const MIN_SPINNER_MS = 1500

/** `/courses`: every course, filtered by name and categories kept in the URL by the route. */
export function CourseCatalogue({
  filters,
  onFiltersChange,
}: {
  filters: CatalogueFilters
  onFiltersChange: FiltersChange
}) {
  const [filtersOpen, setFiltersOpen] = useState(false)
  const panelId = useId()
  const activeCount = (filters.q ? 1 : 0) + (filters.category?.length ?? 0)

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">All courses</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Accredited health and social care training. Search by name or narrow the list by category.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Course filters">
          <button
            type="button"
            className="flex min-h-11 w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 font-semibold text-ink lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <span>
              Filters
              {activeCount > 0 ? (
                <>
                  <span aria-hidden="true" className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
                    {activeCount}
                  </span>
                  <span className="sr-only">({activeCount} active)</span>
                </>
              ) : null}
            </span>
            <Icon name="chevron-down" className={`size-5 transition-transform ${filtersOpen ? 'rotate-180' : ''}`} />
          </button>
          <div id={panelId} className={`${filtersOpen ? 'block' : 'hidden'} mt-3 lg:mt-0 lg:block`}>
            <FilterPanel filters={filters} onFiltersChange={onFiltersChange} />
          </div>
        </aside>

        <section aria-label="Courses" className="min-w-0">
          <CourseListArea filters={filters} onFiltersChange={onFiltersChange} />
        </section>
      </div>
    </div>
  )
}

const clearButtonClass = 'min-h-11 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900'

function CourseListArea({ filters, onFiltersChange }: { filters: CatalogueFilters; onFiltersChange: FiltersChange }) {
  const { data, isPending, isPaused, isLoadingError, isFetching, error, refetch } = useCourseList({
    name: filters.q,
    categories: filters.category,
  })
  // Only a load with nothing to show (or a retry after an error) counts; cached lists appear at once.
  const showSpinner = useMinimumDuration(isPending || (isLoadingError && isFetching), MIN_SPINNER_MS)

  if (isPending && isPaused)
    return <EmptyState message="You’re offline. The courses will load when you’re back online." />
  if (showSpinner) return <LoadingState label="Loading courses…" />
  if (isLoadingError)
    return <ErrorState error={error} message={COURSES_ERROR} onRetry={() => void refetch({ cancelRefetch: false })} />
  const filtered = Boolean(filters.q) || Boolean(filters.category?.length)
  return (
    <CourseResults
      courses={data ?? []}
      empty={
        filtered ? (
          // The search's own message (docs/product-rules.md §8) only where there is a search; categories alone that hold nothing
          // (a category since emptied, an old link) have no courses to show.
          <EmptyState message={filters.q ? COURSES_NO_MATCH : COURSES_EMPTY}>
            <button
              type="button"
              className={`mt-2 ${clearButtonClass}`}
              onClick={() => onFiltersChange({}, { replace: false })}
            >
              Clear filters
            </button>
          </EmptyState>
        ) : undefined
      }
    />
  )
}

function FilterPanel({ filters, onFiltersChange }: { filters: CatalogueFilters; onFiltersChange: FiltersChange }) {
  const searchId = useId()
  const selected = filters.category ?? []
  const [text, setText] = useState(filters.q ?? '')
  const [urlQuery, setUrlQuery] = useState(filters.q ?? '')

  // The URL changed from outside (back button, shared link): show its query in the box, but leave
  // the box alone when it already says the same (keeps a trailing space the user is typing).
  if ((filters.q ?? '') !== urlQuery) {
    setUrlQuery(filters.q ?? '')
    if (text.trim() !== (filters.q ?? '')) setText(filters.q ?? '')
  }

  // docs/product-rules.md §5, as in the header: 1 or 2 characters filter nothing yet, and say so.
  const typed = text.trim()
  const tooShort = typed.length > 0 && typed.length < SEARCH_MIN_LENGTH
  useEffect(() => {
    const next = text.trim().length >= SEARCH_MIN_LENGTH ? text.trim() : ''
    if (next === (filters.q ?? '')) return
    const timer = setTimeout(
      () => onFiltersChange({ ...filters, q: next || undefined }, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    )
    return () => clearTimeout(timer)
  }, [text, filters, onFiltersChange])

  const toggleCategory = (id: number, checked: boolean) => {
    const next = checked ? [...selected, id] : selected.filter((value) => value !== id)
    onFiltersChange(
      { ...filters, category: next.length > 0 ? next.sort((a, b) => a - b) : undefined },
      { replace: false },
    )
  }

  return (
    <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <label htmlFor={searchId} className="block font-semibold text-ink">
          Search courses
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="e.g. dementia"
          maxLength={100}
          autoComplete="off"
          aria-describedby={tooShort ? `${searchId}-hint` : undefined}
          className="mt-2 min-h-11 w-full rounded-lg border border-slate-400 px-3 text-ink placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
        />
        <p id={`${searchId}-hint`} aria-live="polite" className="mt-1 text-sm text-muted empty:hidden">
          {tooShort ? SEARCH_MESSAGES.tooShort : null}
        </p>
      </div>
      <CategoryFilter selected={selected} onToggle={toggleCategory} />
      {filters.q || selected.length > 0 ? (
        <button
          type="button"
          className={clearButtonClass}
          onClick={() => {
            setText('')
            onFiltersChange({}, { replace: false })
          }}
        >
          Clear filters
        </button>
      ) : null}
    </div>
  )
}

function CategoryFilter({
  selected,
  onToggle,
}: {
  selected: number[]
  onToggle: (id: number, checked: boolean) => void
}) {
  const { data, isPending, isLoadingError, refetch } = useQuery(categoriesQueryOptions())

  return (
    <fieldset>
      <legend className="font-semibold text-ink">Categories</legend>
      {isPending ? (
        <p className="mt-2 text-sm text-muted">Loading categories…</p>
      ) : isLoadingError ? (
        <div className="mt-2 text-sm">
          <p className="text-red-800">Categories could not be loaded.</p>
          <button
            type="button"
            className="min-h-11 font-semibold text-brand-800 underline"
            onClick={() => void refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <ul className="mt-2">
          {data.map((category) => (
            <li key={category.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 text-ink hover:bg-brand-50">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={selected.includes(category.id)}
                  onChange={(event) => onToggle(category.id, event.target.checked)}
                />
                <span>{category.category}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
