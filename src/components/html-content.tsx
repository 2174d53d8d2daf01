import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/** Renders HTML from the API after DOMPurify has removed scripts, handlers and `javascript:` links. */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html])
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
