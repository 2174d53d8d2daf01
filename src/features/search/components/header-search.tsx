import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { formatPounds } from '@/shared/money'
import { useOnlineStatus } from '@/lib/online-status'
import { SEARCH_MESSAGES, SEARCH_MIN_LENGTH } from '@/shared/contract/search-rules'
import { useCourseSearch, type CourseSearchState } from '../hooks/use-course-search'
import { Icon } from '@/components/icons'
import { ResponsiveImage } from '@/components/responsive-image'
import { IMAGE_SIZES } from '@/lib/image-sizes'

const OFFLINE_NOTE = 'You’re offline: only course names and summaries saved on this device are searched.'

function message(state: CourseSearchState): string {
  switch (state.status) {
    case 'too-short':
      return SEARCH_MESSAGES.tooShort
    case 'searching':
      return 'Searching…'
    case 'empty':
      return SEARCH_MESSAGES.noMatch
    case 'failed':
      return SEARCH_MESSAGES.failed
    case 'results':
      return state.more
        ? `The first ${state.results.length} matches are shown. Use the up and down arrows to choose, or press Enter to see every match.`
        : `${state.results.length} ${state.results.length === 1 ? 'course' : 'courses'} found. Use the up and down arrows to choose.`
    default:
      return ''
  }
}

/**
 * The header's course search: an ARIA 1.2 combobox whose listbox holds the matches. Focus stays
 * in the input; arrows move the active option, Enter opens it — or, with none chosen, the list of
 * every match at /courses (the same matches, also before they have arrived here) — and Escape
 * closes the list.
 */
export function HeaderSearch({
  className = '',
  placeholder = 'Search courses…',
}: {
  className?: string
  placeholder?: string
}) {
  const [input, setInput] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const state = useCourseSearch(input)
  const online = useOnlineStatus()
  const navigate = useNavigate()
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()
  const listboxId = `${id}-listbox`
  const optionId = (index: number) => `${id}-option-${index}`

  const results = state.status === 'results' ? state.results : []
  const showPopup = open && state.status !== 'idle'
  const showList = showPopup && results.length > 0
  const activeIndex = active < results.length ? active : -1

  // Keep the highlighted option in view when the arrows move past the list's edge.
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' })
  })

  function close() {
    setOpen(false)
    setActive(-1)
  }

  function leave() {
    close()
    setInput('')
    inputRef.current?.blur()
  }

  function openCourse(slug: string) {
    leave()
    void navigate({ to: '/course-detail/$id', params: { id: slug } })
  }

  function openAllMatches(term: string) {
    leave()
    void navigate({ to: '/courses', search: { q: term } })
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        setOpen(true)
        if (results.length === 0) return
        const step = event.key === 'ArrowDown' ? 1 : -1
        setActive((current) => {
          const from = current < results.length ? current : -1
          if (from === -1) return step === 1 ? 0 : results.length - 1
          return (from + step + results.length) % results.length
        })
        return
      }
      case 'Enter': {
        event.preventDefault()
        const chosen = results[activeIndex]
        const term = input.trim()
        if (chosen) openCourse(chosen.slug)
        else if (term.length >= SEARCH_MIN_LENGTH) openAllMatches(term)
        return
      }
      case 'Escape':
        if (showPopup) {
          event.preventDefault()
          close()
        } else if (input) {
          event.preventDefault()
          setInput('')
        }
        return
      default:
    }
  }

  return (
    <div
      role="search"
      className={`relative ${className}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close()
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search courses
      </label>
      <div className="relative">
        <Icon
          name="search"
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={input}
          onChange={(event) => {
            setInput(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-full border border-slate-300 bg-white pl-10 pr-4 text-base text-ink placeholder:text-slate-500 focus:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
        />
      </div>
      <div
        className={`absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl ${showPopup ? '' : 'hidden'}`}
      >
        <p role="status" className={showList ? 'sr-only' : 'px-4 py-3 text-sm text-slate-700'}>
          {showPopup ? message(state) : ''}
        </p>
        {/* Offline, the kept list's names and summaries are searched (lib/cached-courses): fewer
            matches than the server's search, which also reads descriptions and forgives typos. */}
        {!online && (state.status === 'results' || state.status === 'empty') ? (
          <p className="border-b border-slate-200 bg-amber-50 px-4 py-2 text-sm text-slate-700">{OFFLINE_NOTE}</p>
        ) : null}
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Matching courses"
          hidden={!showList}
          className="max-h-96 overflow-y-auto py-1"
        >
          {results.map((course, index) => (
            <li key={course.id} role="presentation">
              <Link
                to="/course-detail/$id"
                params={{ id: course.slug }}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                tabIndex={-1}
                // Keep focus in the input so the combobox stays open while the pointer picks.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                  event.preventDefault()
                  openCourse(course.slug)
                }}
                className={`flex min-h-11 items-center gap-3 px-3 py-2 text-left ${index === activeIndex ? 'bg-brand-50' : ''}`}
              >
                {course.image ? (
                  <ResponsiveImage
                    src={course.image}
                    alt=""
                    width={48}
                    height={36}
                    sizes={IMAGE_SIZES.searchResult}
                    lazy
                    frame="block h-9 w-12 shrink-0 overflow-hidden rounded"
                    className="size-full object-cover"
                  />
                ) : null}
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 font-medium leading-snug text-ink">{course.name}</span>
                  <span className="block text-sm text-muted">{formatPounds(course.price)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {showList ? (
          <Link
            to="/courses"
            search={{ q: input.trim() }}
            // As the options do: focus stays in the input until the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={leave}
            className="block border-t border-slate-200 px-4 py-3 text-sm font-medium text-brand-800 underline underline-offset-4 hover:bg-brand-50"
          >
            See every match for “{input.trim()}”
          </Link>
        ) : null}
      </div>
    </div>
  )
}
