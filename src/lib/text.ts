import { domWindow } from './dom'

/** docs/product-rules.md §9: short descriptions and blog text are cut at 100 characters plus an ellipsis. */
export function truncate(text: string, max = 100): string {
  const clean = text.trim()
  // "neglect ..." reads as a gap: the space a cut ends on goes.
  return clean.length > max ? `${clean.slice(0, max).trimEnd()}...` : clean
}

/** Visible text of an HTML fragment, without running or loading anything in it. */
export function htmlToText(html: string): string {
  // The same parser on the server's first paint as in the browser, so that both show the same text.
  const doc = new (domWindow().DOMParser)().parseFromString(html, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}
