/**
 * The app's half of the early-input mechanism (early-input.ts is the other): what a person did on
 * the painted page before the app started is taken over just before React hydrates, and done again
 * once it has — in order, once, on the same element (or, where React rendered the page afresh, on
 * the element in the same place).
 */
import { findAgain, PRESSED_ATTRIBUTE, type EarlyRecord } from './early-input-types'
import { isHydrated } from './router-internals'
import { idle } from './settled'

/**
 * How long a control may take to become ready: hydrated, and enabled (a course's "Save for offline"
 * waits for this device's list of saved courses). Longer than a slow phone's start-up takes.
 */
const READY_WITHIN_MS = 10_000

let taken: EarlyRecord[] = []

/**
 * Fields typed into since the take. A person goes on typing while the app starts, and the text
 * taken is then only the start of theirs: such a field's replay uses the text it holds by then.
 */
const typedSince = new WeakSet<EventTarget>()
const noteTyping = (event: Event) => event.target && typedSince.add(event.target)

/** Stops the early script recording: called once the page is the app's (settled.ts, from AppRoot). */
export function takeEarlyInput(): void {
  document.addEventListener('input', noteTyping, true)
  try {
    taken = window.earlyInput?.take() ?? []
  } catch (error) {
    // The app starts whatever happened to the early script.
    console.error(error)
  }
}

const ready = (el: Element) => isHydrated(el) && !el.matches(':disabled, [aria-disabled="true"]')

/**
 * Until the element is ready, and then React idle (settled.ts): an element has its props while a
 * render that changes it is still under way, and React ignores an event on it until that render
 * is committed.
 */
async function whenReady(el: Element): Promise<boolean> {
  const until = performance.now() + READY_WITHIN_MS
  while (el.isConnected && performance.now() < until) {
    if (ready(el)) {
      await idle()
      if (ready(el)) return true
    } else await new Promise((resolve) => requestAnimationFrame(resolve))
  }
  return false
}

/**
 * Types the text again through the setter React listens behind: React compares with the value it
 * last saw, so it sees '' (set through its own setter), then the text (set past it), and calls
 * onChange. A <select> only needs its change event.
 */
function setValue(el: Element, value: string): void {
  if (el instanceof HTMLSelectElement) {
    el.value = value
    el.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return
  const setNatively = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set
  if (!setNatively) return
  el.value = ''
  setNatively.call(el, value)
  el.dispatchEvent(new Event('input', { bubbles: true }))
}

function act(record: EarlyRecord, el: Element): void {
  if (record.type === 'value')
    setValue(el, typedSince.has(el) && 'value' in el ? String(el.value) : (record.value ?? ''))
  else if (record.type === 'submit' && el instanceof HTMLFormElement) el.requestSubmit()
  else if (el instanceof HTMLElement) el.click()
}

/** Replays what was taken; called right after the take. */
export async function replayEarlyInput(): Promise<void> {
  const records = taken
  taken = []
  for (const record of records) {
    const el = record.el?.isConnected ? record.el : findAgain(record.path, record.what)
    record.el?.removeAttribute(PRESSED_ATTRIBUTE)
    if (!el) continue
    const acted = await whenReady(el)
    el.removeAttribute(PRESSED_ATTRIBUTE)
    if (!acted) continue
    act(record, el)
    // The next one acts on what this one rendered (a dialog opened, a filter applied).
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
  document.removeEventListener('input', noteTyping, true)
}
