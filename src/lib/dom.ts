import type { WindowLike } from 'dompurify'

let provided: WindowLike | undefined

/** The server's first paint has no DOM of its own: it hands one over (jsdom) before rendering. */
export function provideDom(window: WindowLike): void {
  provided = window
}

/** The DOM that API HTML is parsed and sanitised in: the browser's, or the one provided. */
export function domWindow(): WindowLike {
  const found = provided ?? (typeof window === 'undefined' ? undefined : window)
  if (!found) throw new Error('No DOM to parse HTML in: call provideDom() first')
  return found
}
