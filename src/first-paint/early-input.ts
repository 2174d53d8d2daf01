/**
 * The early-input script: a classic script of its own file (the Content-Security-Policy allows no
 * inline script), loaded blocking in <head> so that it runs before the page is painted. Until the
 * app takes over (window.earlyInput.take(), once the page is hydrated and its controls have the
 * data they need: first-paint/settled.ts), it records what a person does on the painted page at
 * the document — taps on controls, form submits, typing and choices — marks each tapped control as
 * taken, and the app replays them once it has hydrated (first-paint/replay.ts). Links keep working
 * as painted. Meanwhile a phone's photographs below the fold wait (PHOTOS_WAIT_ATTRIBUTE), leaving
 * the connection to the app's code. If the app's code cannot arrive, it says so, waits for the
 * server, reloads, and the records survive the reload in sessionStorage. Built into an IIFE by
 * scripts/vite-first-paint.ts; it imports nothing at run time, and stays small (≤ 1.5 KB gzip,
 * checked in tests).
 */
import {
  describe,
  findAgain,
  KEPT_KEY,
  PHOTOS_WAIT_ATTRIBUTE,
  PRESSED_ATTRIBUTE,
  type EarlyInput,
  type EarlyRecord,
} from './early-input-types'

const RELOADED_KEY = 'carewise-early-reload'
/** Kept records older than this are not replayed: the person has moved on. */
const KEPT_FOR_MS = 10 * 60_000
const RETRY_MS = 5_000
/**
 * Taps on one control closer together than this (each to the one before) are one intent: a double
 * tap on a phone that seems slow, which replayed would undo itself (save, then unsave). About the
 * platforms' double-tap interval (Windows' default double-click time is 500 ms).
 */
const REPEAT_MS = 500
/** Controls whose tap is recorded (links are left to the browser: they work painted). */
const CONTROL =
  'a[href],button,summary,label,input,select,textarea,[role=button],[role=checkbox],[role=switch],[role=tab],[role=menuitem],[role=option]'

const doc = document
let records: EarlyRecord[] = []
let recording = true
let noticeShown = false
let lastTap: { el: Element; at: number } | undefined

const pathOf = (el: Element): number[] => {
  const path: number[] = []
  for (let node = el; node.id !== 'root' && node.parentElement; node = node.parentElement)
    path.unshift([...node.parentElement.children].indexOf(node))
  return path
}

const inPage = (el: Element | null): el is Element => !!el && !!doc.getElementById('root')?.contains(el)

const record = (type: EarlyRecord['type'], el: Element, value?: string) => {
  // Typing keeps only the field's latest text, in the place of its last change.
  if (type === 'value') records = records.filter((r) => r.el !== el)
  records.push({ type, el, path: pathOf(el), what: describe(el), value })
  if (type !== 'value') el.setAttribute(PRESSED_ATTRIBUTE, '')
}

const listen = (type: string, handler: (event: Event) => void) => doc.addEventListener(type, handler, true)

// Photographs below the fold wait for the app's code (a reader who scrolls sees them at once).
const root = doc.documentElement
const photosNow = () => root.removeAttribute(PHOTOS_WAIT_ATTRIBUTE)
root.setAttribute(PHOTOS_WAIT_ATTRIBUTE, '')
addEventListener('scroll', photosNow, { once: true, passive: true })

listen('click', (event) => {
  let el = (event.target as Element).closest?.(CONTROL) ?? null
  if (!recording || !inPage(el) || el.matches('a[href]')) return
  // A label's tap is its control's (and the label's own default would click the control a second time).
  if (el instanceof HTMLLabelElement) el = el.control
  if (!el) return
  // Focusing a field or opening a list is the browser's; what is typed or chosen is recorded below.
  if (el.matches('select,textarea,input:not([type=checkbox],[type=radio],[type=submit],[type=button],[type=image])'))
    return
  // Nothing happens now (no box ticked, no form sent, no panel opened): the app does it, once. While
  // React hydrates it listens too, and would act on a part it has hydrated, or drop the tap on one
  // it cannot yet: the tap is the replay's alone.
  event.preventDefault()
  event.stopImmediatePropagation()
  const at = Date.now()
  const repeated = lastTap?.el === el && at - lastTap.at < REPEAT_MS
  lastTap = { el, at }
  if (!repeated) record('click', el)
})

listen('submit', (event) => {
  if (!recording || !inPage(event.target as Element)) return
  event.preventDefault()
  event.stopImmediatePropagation()
  record('submit', event.target as Element)
})

const noteValue = (event: Event) => {
  const el = event.target as HTMLInputElement
  if (recording && inPage(el) && 'value' in el && !/^(checkbox|radio)$/.test(el.type)) record('value', el, el.value)
}
listen('input', noteValue)
listen('change', noteValue)

/** sessionStorage, which throws where storage is blocked: then nothing is kept, and nothing breaks. */
const session = (run: (storage: Storage) => unknown) => {
  try {
    return run(sessionStorage)
  } catch {
    return null
  }
}

const keep = () =>
  session((storage) =>
    storage.setItem(
      KEPT_KEY,
      JSON.stringify({ url: location.href, at: Date.now(), records: records.map(({ el: _el, ...kept }) => kept) }),
    ),
  )

// After the reload that brought the app's code, what was kept is marked again and waits for the app.
try {
  const kept = JSON.parse(sessionStorage.getItem(KEPT_KEY) ?? 'null') as {
    url: string
    at: number
    records: EarlyRecord[]
  } | null
  sessionStorage.removeItem(KEPT_KEY)
  if (kept?.url === location.href && Date.now() - kept.at < KEPT_FOR_MS) {
    records = kept.records
    doc.addEventListener('DOMContentLoaded', () => {
      for (const r of records) {
        r.el = findAgain(r.path, r.what)
        if (r.type !== 'value') r.el?.setAttribute(PRESSED_ATTRIBUTE, '')
      }
    })
  }
} catch {
  // Storage unavailable (a private window's quota): nothing was kept.
}

const show = (message: string) => {
  let notice = doc.getElementById('early-notice')
  if (!notice) {
    notice = doc.createElement('p')
    notice.id = 'early-notice'
    notice.setAttribute('role', 'status')
    doc.body.prepend(notice)
  }
  notice.textContent = message
}

/** Asks the server (not a cache) whether it answers: the page can then load its code again. */
const recover = async (): Promise<void> => {
  let answers = false
  try {
    answers = (await fetch(location.href, { method: 'HEAD', cache: 'no-store' })).ok
  } catch {
    // No connection.
  }
  if (answers) {
    // Back online, or a deploy removed the chunk this page names: the page loads afresh (onto the
    // new build). Only once for a missing chunk, or a broken build would reload for ever.
    if (noticeShown || session((storage) => storage.getItem(RELOADED_KEY)) !== location.href) {
      session((storage) => storage.setItem(RELOADED_KEY, location.href))
      keep()
      location.reload()
    } else show('This page could not start. Please reload it to try again.')
    return
  }
  noticeShown = true
  show('This page can’t respond until you’re back online. What you tapped is kept.')
  const again = () => {
    removeEventListener('online', again)
    clearTimeout(timer)
    void recover()
  }
  addEventListener('online', again)
  const timer = setTimeout(again, RETRY_MS)
}

/**
 * Whether the person is leaving the page: a link tapped on the painted page, a redirect, an address
 * typed. Firefox stops the page's own loads the moment such a navigation starts, so code still
 * arriving fails to load — no failure to recover from: a reload then would replace the navigation
 * the person asked for, and they would stay where they were (leaving.ts keeps the router from it
 * too). Their next tap or key shows they are still here after all (the navigation was a download,
 * or they came back to this page from the back-forward cache): a failure held meanwhile is
 * recovered from then. (A beforeunload listener no longer keeps a page out of Firefox's
 * back-forward cache: checked in 153.)
 */
let leaving = false
let held = false
addEventListener('beforeunload', () => (leaving = true))
const stay = () => {
  leaving = false
  if (held) failed()
}
listen('pointerdown', stay)
listen('keydown', stay)

let failing = false
function failed() {
  if (!recording || failing) return
  held = leaving
  if (held) return
  failing = true
  photosNow()
  void recover()
}

// The entry's script element, or a module it imports statically, failed to load; or a dynamic import
// did (Vite's preload helper says so with this event).
addEventListener('error', (event) => (event.target as Element).localName === 'script' && failed(), true)
addEventListener('vite:preloadError', failed)

window.earlyInput = {
  take: () => {
    recording = false
    photosNow()
    session((storage) => storage.removeItem(RELOADED_KEY))
    const taken = records
    records = []
    return taken
  },
  failed,
  leaving: () => leaving,
} satisfies EarlyInput
