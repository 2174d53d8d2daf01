/**
 * Text typed into the server's painted page before the app takes it over would be lost: the
 * app's state starts from what the server rendered. main.tsx notes it from the first moment, and
 * the app types it again once it runs, through the input event React listens to.
 */
const typed = new Map<HTMLInputElement, string>()

function note(event: Event): void {
  const input = event.target
  if (input instanceof HTMLInputElement && input.type !== 'checkbox' && input.type !== 'radio') {
    typed.set(input, input.value)
  }
}

export function noteEarlyTyping(): void {
  document.addEventListener('input', note, true)
}

/** React keeps an element's props on it once hydrated (its own internal key, stable since React 17). */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))

/** About three seconds of frames: the page's own content hydrates after the app's shell. */
const MAX_FRAMES = 180

function retype(input: HTMLInputElement, value: string, frames = 0): void {
  if (!input.isConnected) return
  if (!isHydrated(input)) {
    if (frames < MAX_FRAMES) requestAnimationFrame(() => retype(input, value, frames + 1))
    return
  }
  const setNatively = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  if (!setNatively) return
  // React compares with the value it last saw: it sees '' (set through its own setter), then
  // the typed text (set past it), and calls onChange.
  input.value = ''
  setNatively.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

export function replayEarlyTyping(): void {
  document.removeEventListener('input', note, true)
  for (const [input, value] of typed) retype(input, value)
  typed.clear()
}
