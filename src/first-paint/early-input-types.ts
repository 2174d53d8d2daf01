/**
 * What the early-input script (early-input.ts, a classic script of its own run in <head>) and the
 * app share: the script records input on the painted page, the app takes it over and replays it.
 */

/** One thing a person did before the app started, in the order done. */
export interface EarlyRecord {
  /** A tap or click on a control; a form submitted without one; text typed or an option chosen. */
  type: 'click' | 'submit' | 'value'
  /** Where the element is: child indexes from #root, for when it was replaced (or after a reload). */
  path: number[]
  /** What the element is (`describe`): the one found at `path` must be the same. */
  what: string
  /** The field's text or the chosen option, for `value`. */
  value?: string
  /** The element itself, while the page that recorded it is still the one shown. */
  el?: Element
}

export interface EarlyInput {
  /** Stops recording (the app handles input from now on) and hands over what was recorded. */
  take(): EarlyRecord[]
  /** The app's code could not load: the script says so and recovers by itself. */
  failed(): void
  /** The person is leaving the page (a navigation away has started), as far as the script knows. */
  leaving(): boolean
}

/** An element's kind, name and first words: enough to tell that the one at a path is the same. */
export const describe = (el: Element): string =>
  `${el.localName} ${el.getAttribute('name') ?? ''} ${(el.textContent ?? '').trim().slice(0, 40)}`

/** The element at `path` (child indexes from #root) when it is the one described by `what`. */
export function findAgain(path: number[], what: string): Element | undefined {
  const root = document.getElementById('root') ?? undefined
  const el = path.reduce<Element | undefined>((node, index) => node?.children[index], root)
  return el && describe(el) === what ? el : undefined
}

/** The attribute that shows a control was taken before the app started (styles.css styles it). */
export const PRESSED_ATTRIBUTE = 'data-early-pressed'

/**
 * Set on <html> while the app's code is on its way: on a phone, the photographs below the fold
 * wait meanwhile (styles.css), so that the code, not pictures nobody sees yet, has the connection.
 * Cleared once the app takes over, the reader scrolls, or the code cannot arrive.
 */
export const PHOTOS_WAIT_ATTRIBUTE = 'data-photos-wait'

/** Where the records wait across the reload that brings the app's code (sessionStorage). */
export const KEPT_KEY = 'carewise-early-input'

declare global {
  interface Window {
    /** Set by the early-input script; absent where it did not run (unit tests, an old cached shell). */
    earlyInput?: EarlyInput
  }
}
