/**
 * A person at a browser, the same in every engine: they open a page, read it, tap what they see by
 * its name and type into a field by its label. Each engine (webkit.ts, firefox.ts) supplies only the
 * raw moves — go to an address, run a script in the page, press at a point, press keys — and
 * this file finds things the way a person does: visible, named by their text or label, and not
 * covered by something else when tapped (the tap is a real pointer press at the control's middle).
 */

export type EngineName = 'webkit' | 'firefox'

/** What an engine's driver does: everything else is built on these. */
export interface EngineDriver {
  readonly engine: EngineName
  /** Goes to `url` and waits for its load event. */
  navigate(url: string): Promise<void>
  /** Starts going to `url`, as an address typed does, and returns without waiting for the page. */
  startNavigating(url: string): Promise<void>
  reload(): Promise<void>
  url(): Promise<string>
  /** Runs `body` as a function body in the page (it may return a promise) and returns its JSON result. */
  run<T>(body: string): Promise<T>
  /** A mouse press and release at a point of the viewport, in CSS pixels. */
  pressAt(x: number, y: number): Promise<void>
  /** Types `text` into whatever has focus, key by key. */
  typeKeys(text: string): Promise<void>
  /** Selects all of the focused field's text and deletes it (Ctrl+A, Backspace). */
  clearFocused(): Promise<void>
  pressKey(key: 'Escape' | 'Enter' | 'Tab'): Promise<void>
  /** A PNG of the viewport, for a failed test's record. */
  screenshot(path: string): Promise<void>
  close(): Promise<void>
}

/** What to look for: a control by its role and visible name (or accessible name). */
export interface Target {
  role: 'button' | 'link' | 'option' | 'radio' | 'checkbox'
  name: string | RegExp
  /** A CSS selector the control must be inside (`dialog[open]`). */
  within?: string
}

const DEFAULT_WAIT_MS = 15_000

/**
 * The page's half: finds a visible control by role and name, or a field by its label, and marks it
 * with a unique attribute for the driver. A string, not a function: the page runs it as written
 * (no transpiler helpers), and it is sent with every call since a navigation forgets it.
 */
const IN_PAGE = String.raw`
const visible = (el) => {
  if (!el.getClientRects().length) return false
  const style = getComputedStyle(el)
  return style.visibility !== 'hidden' && style.display !== 'none' && !el.closest('[inert],[hidden],dialog:not([open])')
}
const squash = (text) => (text || '').replace(/\s+/g, ' ').trim()
// Text as assistive technology reads it: without what is aria-hidden (a required field's "*").
const textOf = (node) =>
  node.nodeType === Node.TEXT_NODE ? node.textContent
    : node.nodeType === Node.ELEMENT_NODE && node.getAttribute('aria-hidden') !== 'true' ? [...node.childNodes].map(textOf).join('')
    : ''
const byIds = (ids) => squash(ids.split(' ').map((id) => { const el = document.getElementById(id); return el ? textOf(el) : '' }).join(' '))
const nameOf = (el) => {
  if (el.getAttribute('aria-labelledby')) return byIds(el.getAttribute('aria-labelledby'))
  if (el.getAttribute('aria-label')) return squash(el.getAttribute('aria-label'))
  if (el.labels && el.labels.length) return squash([...el.labels].map(textOf).join(' '))
  if (el instanceof HTMLInputElement && /^(submit|button)$/.test(el.type)) return squash(el.value)
  return squash(textOf(el))
}
const ROLES = {
  button: 'button,[role=button],input[type=submit],input[type=button],summary',
  link: 'a[href],[role=link]',
  option: '[role=option],option',
  radio: 'input[type=radio],[role=radio]',
  checkbox: 'input[type=checkbox],[role=checkbox]',
  field: 'input:not([type=hidden]),textarea,select,[role=combobox],[role=searchbox],[role=textbox]',
}
const matches = (name, want) => (want.regex ? new RegExp(want.regex, want.flags).test(name) : name === want.text)
let counter = Number(document.documentElement.dataset.personCounter || 0)
const mark = (el) => {
  if (!el.hasAttribute('data-person')) {
    counter += 1
    document.documentElement.dataset.personCounter = String(counter)
    el.setAttribute('data-person', String(counter))
  }
  return '[data-person="' + el.getAttribute('data-person') + '"]'
}
const find = (role, want, within) => {
  const scopes = within ? [...document.querySelectorAll(within)] : [document]
  for (const scope of scopes)
    for (const el of scope.querySelectorAll(ROLES[role])) {
      // A radio or checkbox drawn by its label is hidden itself: its label is what is seen.
      const shown = visible(el) || ((role === 'radio' || role === 'checkbox') && [...(el.labels || [])].some(visible))
      if (shown && matches(nameOf(el), want)) return el
    }
  return null
}
/**
 * The point a tap lands on, once the control is enabled, in view, still (the same box a frame
 * later: a point read mid-scroll is wrong) and nothing covers its middle. A control out of view, or
 * cut off by the box it scrolls in (a dialog's form), is scrolled to the middle first, as a person
 * scrolls to what they want to tap.
 */
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()))
const tapPoint = async (el, available) => {
  if (available && el.matches(':disabled, [aria-disabled="true"]')) return { disabled: true }
  const target = (el.labels && el.labels.length && !visible(el)) ? el.labels[0] : el
  const middle = () => {
    const box = target.getBoundingClientRect()
    return [box.left + box.width / 2, box.top + box.height / 2]
  }
  const onTarget = (hit) =>
    !!hit && (target === hit || target.contains(hit) || (!!el.labels && [...el.labels].includes(hit.closest('label'))))
  const shown = target.getBoundingClientRect()
  const inView = shown.top >= 0 && shown.left >= 0 && shown.bottom <= innerHeight && shown.right <= innerWidth
  if (!inView || !onTarget(document.elementFromPoint(...middle()))) {
    // At once: the page's own smooth scrolling would move it under the pointer (and WebKitGTK's
    // scrollIntoView does not take behavior: 'instant').
    const html = document.documentElement
    const before = html.style.scrollBehavior
    html.style.scrollBehavior = 'auto'
    target.scrollIntoView({ block: 'center', inline: 'center' })
    html.style.scrollBehavior = before
  }
  await frame()
  const [x, y] = middle()
  await frame()
  const [x2, y2] = middle()
  if (x !== x2 || y !== y2) return { moving: true }
  const hit = document.elementFromPoint(x, y)
  if (!onTarget(hit)) return { covered: hit ? hit.outerHTML.slice(0, 120) : 'nothing' }
  return { x, y }
}
`

/** Runs the finder in the page with `call`, an expression over its functions. */
function inPage(call: string): string {
  return `${IN_PAGE}\nreturn (${call})`
}

function describeName(name: string | RegExp): string {
  return typeof name === 'string' ? `"${name}"` : String(name)
}

function wanted(name: string | RegExp): string {
  return JSON.stringify(typeof name === 'string' ? { text: name } : { regex: name.source, flags: name.flags })
}

export interface Person {
  readonly engine: EngineName
  readonly driver: EngineDriver
  readonly origin: string
  /** Opens a page of the app by its path and waits for its load event (not for the app). */
  open(path: string): Promise<void>
  /** Opens a page by its path and returns at once: what is seen then is waited for with `see`. */
  startOpening(path: string): Promise<void>
  reload(): Promise<void>
  /** The address bar's path. */
  path(): Promise<string>
  /** Waits until the page shows `text` (its visible text contains it, or matches it). */
  see(text: string | RegExp, waitMs?: number): Promise<void>
  /** Waits until a control is visible (and returns its selector). */
  seeControl(target: Target, waitMs?: number): Promise<string>
  /** Taps a control as soon as it is available (enabled), visible and uncovered. */
  tap(target: Target, waitMs?: number): Promise<void>
  /** Taps a control the moment it shows, available or not: a person trusting that the page is ready. */
  tapNow(target: Target, waitMs?: number): Promise<void>
  /** Taps a field found by its label and types `text` into it (after clearing what it held). */
  fill(label: string | RegExp, text: string, within?: string): Promise<void>
  /** Waits until `check` (a function body run in the page) returns something truthy, and returns it. */
  waitFor<T>(what: string, check: string, waitMs?: number): Promise<T>
  close(): Promise<void>
}

export async function poll<T>(what: string, attempt: () => Promise<T | null | undefined | false>, waitMs: number) {
  const until = Date.now() + waitMs
  let last: unknown
  for (;;) {
    try {
      const result = await attempt()
      if (result) return result
      last = result
    } catch (error) {
      // A page navigating away throws for the moment: try again.
      last = error
    }
    if (Date.now() > until) {
      const detail = last instanceof Error ? last.message : JSON.stringify(last)
      throw new Error(`Waited ${waitMs} ms for ${what} (last: ${detail})`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export function personFor(driver: EngineDriver, origin: string): Person {
  const find = (target: Target) =>
    driver.run<string | null>(
      inPage(
        `(() => { const el = find(${JSON.stringify(target.role)}, ${wanted(target.name)}, ${JSON.stringify(target.within ?? null)}); return el && mark(el) })()`,
      ),
    )
  const label = (target: Target) =>
    `the ${target.role} ${describeName(target.name)}${target.within ? ` in ${target.within}` : ''}`

  const tapAt = async (what: string, selector: string, waitMs: number, available = true) => {
    const point = await poll(
      `${what} to be enabled, in view and uncovered`,
      async () => {
        const at = await driver.run<{ x: number; y: number } | { covered: string } | { disabled: true } | null>(
          inPage(
            `(async () => { const el = document.querySelector(${JSON.stringify(selector)}); return el && tapPoint(el, ${available}) })()`,
          ),
        )
        if (at && 'x' in at) return at
        const why = at ? JSON.stringify(at) : 'gone from the page'
        if (process.env.ENGINES_TRACE) console.log(`${driver.engine} not yet tapping ${what}: ${why.slice(0, 160)}`)
        throw new Error(why)
      },
      waitMs,
    )
    await driver.pressAt(point.x, point.y)
  }

  const person: Person = {
    engine: driver.engine,
    driver,
    origin,
    async open(path) {
      // Loaded means a new document: WebKitWebDriver can return from a navigation before the page it
      // was on is gone (seen leaving a home page still starting: 94 ms, on the old document), and
      // what the person then does would land on the page they left.
      await driver.run('window.personLeaving = true').catch(() => undefined)
      await driver.navigate(new URL(path, origin).href)
      await poll(
        `the page ${path} to load`,
        () => driver.run<boolean>('return !window.personLeaving && document.readyState === "complete"'),
        30_000,
      )
    },
    startOpening: (path) => driver.startNavigating(new URL(path, origin).href),
    async reload() {
      // The page after the reload is a new document: what is then seen is not the old page's.
      await driver.run('window.personReloading = true')
      await driver.reload()
      await poll('the page to load again', () => driver.run<boolean>('return !window.personReloading'), 30_000)
    },
    // As the address bar shows it (a driver's own record of the address can lag behind a tap).
    path: () => driver.run<string>('return location.pathname'),
    async see(text, waitMs = DEFAULT_WAIT_MS) {
      await poll(
        `the page to show ${describeName(text)}`,
        async () => {
          const shown = await driver.run<string>('return document.body.innerText')
          return typeof text === 'string' ? shown.replace(/\s+/g, ' ').includes(text) : text.test(shown)
        },
        waitMs,
      )
    },
    seeControl: (target, waitMs = DEFAULT_WAIT_MS) => poll(label(target), () => find(target), waitMs),
    async tap(target, waitMs = DEFAULT_WAIT_MS) {
      const selector = await person.seeControl(target, waitMs)
      await tapAt(label(target), selector, waitMs)
    },
    async tapNow(target, waitMs = DEFAULT_WAIT_MS) {
      const selector = await person.seeControl(target, waitMs)
      await tapAt(label(target), selector, waitMs, false)
    },
    async fill(name, text, within) {
      const what = `the field labelled ${describeName(name)}`
      const selector = await poll(
        what,
        () =>
          driver.run<string | null>(
            inPage(
              `(() => { const el = find('field', ${wanted(name)}, ${JSON.stringify(within ?? null)}); return el && mark(el) })()`,
            ),
          ),
        DEFAULT_WAIT_MS,
      )
      await tapAt(what, selector, DEFAULT_WAIT_MS)
      await poll(
        `${what} to have focus`,
        () =>
          driver.run<boolean>(`return document.activeElement === document.querySelector(${JSON.stringify(selector)})`),
        5_000,
      )
      await driver.clearFocused()
      await driver.typeKeys(text)
    },
    waitFor: (what, check, waitMs = DEFAULT_WAIT_MS) => poll(what, () => driver.run(check), waitMs),
    close: () => driver.close(),
  }
  return process.env.ENGINES_TRACE ? traced(person) : person
}

/**
 * With ENGINES_TRACE set, each step a person takes is printed with the time it took: where a
 * journey's time goes, engine by engine.
 */
function traced(person: Person): Person {
  const steps = ['open', 'startOpening', 'reload', 'see', 'seeControl', 'tap', 'tapNow', 'fill', 'waitFor'] as const
  const wrapped = { ...person }
  for (const step of steps) {
    const original = person[step] as (...args: unknown[]) => Promise<unknown>
    ;(wrapped as Record<string, unknown>)[step] = async (...args: unknown[]) => {
      const started = Date.now()
      try {
        return await original(...args)
      } finally {
        const what = args[0] instanceof RegExp ? String(args[0]) : (JSON.stringify(args[0]) ?? '')
        console.log(`${person.engine} ${step} ${what.slice(0, 70)} ${Date.now() - started} ms`)
      }
    }
  }
  return wrapped
}
