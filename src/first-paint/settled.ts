/**
 * When the app may say it is ready (`<html data-app-ready>`) and take input over from the
 * early-input script: not at its root's first commit, but once the page is the app's. Until then the
 * early-input script goes on recording what is done (early-input.ts), and replay.ts does it after.
 *
 * Two waits follow that commit. React hydrates the page's content boundaries after the root, in
 * slices: a tap on a control of a boundary not yet hydrated is one React may drop (it tries to hydrate
 * the boundary at once, and drops the event when it cannot). And what a page shows from this
 * device's data changes when the first read answers: on a device that holds any (a cart, a saved
 * course), the course's draft may replace "Book Now" with "Resume your booking", which took WebKit
 * up to 2 s after the root's commit while the database's code loaded. A read counts as answered
 * once its answer has rendered (lib/local-data.ts). (The wait has a limit, so "Book Now" tapped
 * before that read answers reads the draft itself: booking/components/book-now.tsx.)
 */
import { whenDbReadsAnswered } from '@/lib/local-data'
import { isHydrated } from './router-internals'

/** Longer than a slow phone's start takes; past it the app starts handling input whatever is left. */
const SETTLED_WITHIN_MS = 10_000

/**
 * The controls React renders (links work as painted, so they need not wait). Sanitised HTML
 * (components/html-content.tsx, class `prose-content`) is no React element and is never hydrated.
 */
const REACT_CONTROLS = 'button, input, select, textarea, summary, [role=button], [role=checkbox], [role=tab]'
const OUTSIDE_REACT = '.prose-content'

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/** Until the browser is idle, so React's rendering is done. (Safari has no requestIdleCallback.) */
export const idle = () =>
  new Promise((resolve) =>
    'requestIdleCallback' in window ? requestIdleCallback(resolve, { timeout: 500 }) : setTimeout(resolve, 50),
  )

function everyControlHydrated(root: HTMLElement): boolean {
  for (const control of root.querySelectorAll(REACT_CONTROLS))
    if (!control.closest(OUTSIDE_REACT) && !isHydrated(control)) return false
  return true
}

/** Resolves once the page's controls are hydrated and the device's data they need has been read. */
export async function whenPageSettled(): Promise<void> {
  const root = document.getElementById('root')
  if (!root) return
  const until = performance.now() + SETTLED_WITHIN_MS
  const timeLeft = () => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, until - performance.now())))
  while (!everyControlHydrated(root) && performance.now() < until) await frame()
  // The hydrated controls' effects have started their reads by now; each counts as answered once
  // its answer has rendered (a draft's panel in place of "Book Now").
  await Promise.race([whenDbReadsAnswered(), timeLeft()])
  // What else React was rendering meanwhile.
  await idle()
}
