import type { LoaderFnContext } from '@tanstack/react-router'
import { memo, Suspense, useMemo } from 'react'
import { isOnline, onOnlineChange, useOnlineStatus } from '@/lib/online-status'
import type { HeadingLevel, sanitiseHtml } from './sanitise-html'

type Sanitise = typeof sanitiseHtml
let sanitise: Sanitise | undefined
let loading: Promise<Sanitise> | undefined
/** After a failed load: settles when it is worth loading again. */
let waitingToRetry: Promise<void> | undefined
/** Online all along when the load failed (a dropped request, a server restarting): the next try. */
const RETRY_ONLINE_AFTER_MS = 5000

/**
 * DOMPurify (~11 KB brotli, ~15 ms to set up on a phone at CPU × 4) is loaded apart from the pages
 * that show API HTML, so that a painted page starts without it: their HTML is already on screen,
 * sanitised by the server. The server loads it before its first render; the browser with a link's
 * preload (loadSanitiserAhead), or when such a page first needs it.
 */
export function loadSanitiser(): Promise<Sanitise> {
  loading ??= import('./sanitise-html').then(
    (module) => (sanitise = module.sanitiseHtml),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * For the loaders of pages that show API HTML: a link's preload (a hover, a touch) fetches the
 * sanitiser with the page's data, so the page opens with its HTML instead of empty sections. Not when
 * the page opens: over a painted page the app starts without it.
 */
export function loadSanitiserAhead({ cause }: Pick<LoaderFnContext, 'cause'>): void {
  if (cause === 'preload') loadSanitiser().catch(() => {})
}

interface HtmlContentProps {
  html: string
  /** The level the content's top heading takes on this page. */
  headingsFrom: HeadingLevel
  className?: string
}

/** Settles when the connection has returned, or a while later if the device was online all along. */
function untilWorthRetrying(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stop()
      clearTimeout(timer)
      resolve()
    }
    const stop = onOnlineChange((online) => online && done())
    const timer = setTimeout(() => isOnline() && done(), RETRY_ONLINE_AFTER_MS)
  })
}

/**
 * The sanitiser, or else a suspension until it has arrived (React's protocol for a library: the
 * promise is thrown). Not `use()`: it suspends for a moment also on a promise settled before React
 * saw it, and would show nothing for that moment on a page rendered afresh. A failed load (offline
 * before the service worker held the app) never reaches the page's error boundary, which
 * would replace content the reader already has: the section stays suspended — over a painted page
 * React keeps the painted HTML meanwhile — and loads again once the connection is back.
 */
function sanitiserOrSuspend(): Sanitise {
  if (sanitise) return sanitise
  if (waitingToRetry) throw waitingToRetry
  throw loadSanitiser().catch(() => {
    waitingToRetry ??= untilWorthRetrying().then(() => {
      waitingToRetry = undefined
    })
  })
}

/** A section rendered afresh without its code: offline it says so in its own place. */
function SectionWaiting() {
  return useOnlineStatus() ? null : (
    <p className="text-sm text-muted">This part of the page shows once you’re back online.</p>
  )
}

function Sanitised({ html, headingsFrom, className = '' }: HtmlContentProps) {
  const run = sanitiserOrSuspend()
  const clean = useMemo(() => run(html, headingsFrom), [run, html, headingsFrom])
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
}

/**
 * Renders HTML from the API after DOMPurify has removed scripts, handlers and `javascript:` links.
 * Over a painted page the painted HTML stays, untouched, until the sanitiser has arrived (a boundary
 * of its own, so the rest of the page is adopted meanwhile); rendered afresh, the section is empty
 * meanwhile, or says offline that it waits for the connection. Memoised: a parent's re-render with the
 * same HTML must not reach a boundary still waiting, which React would then empty and render afresh.
 */
export const HtmlContent = memo(function HtmlContent(props: HtmlContentProps) {
  return (
    <Suspense fallback={<SectionWaiting />}>
      <Sanitised {...props} />
    </Suspense>
  )
})
