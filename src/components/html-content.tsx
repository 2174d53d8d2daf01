import DOMPurify, { type WindowLike } from 'dompurify'
import { useMemo } from 'react'

let purifier = DOMPurify

/** The server's first paint has no DOM of its own: it hands DOMPurify a window to work in (jsdom). */
export function sanitizeWith(window: WindowLike): void {
  purifier = DOMPurify(window)
}

/** Renders HTML from the API after DOMPurify has removed scripts, handlers and `javascript:` links. */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => purifier.sanitize(html, { USE_PROFILES: { html: true } }), [html])
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
