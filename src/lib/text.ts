/** SPEC.md §9: short descriptions and blog text are cut at 100 characters plus an ellipsis. */
export function truncate(text: string, max = 100): string {
  const clean = text.trim()
  return clean.length > max ? `${clean.slice(0, max)}...` : clean
}

/** Visible text of an HTML fragment, without running or loading anything in it. */
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined')
    return html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}
