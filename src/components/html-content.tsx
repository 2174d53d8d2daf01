import DOMPurify, { type DOMPurify as Purifier } from 'dompurify'
import { useMemo } from 'react'
import { domWindow } from '../lib/dom'

let purifier: Purifier | undefined

/** Renders HTML from the API after DOMPurify has removed scripts, handlers and `javascript:` links. */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => {
    purifier ??= DOMPurify(domWindow())
    return purifier.sanitize(html, { USE_PROFILES: { html: true } })
  }, [html])
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
