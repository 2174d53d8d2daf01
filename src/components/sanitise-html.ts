import DOMPurify, { type DOMPurify as Purifier } from 'dompurify'
import { domWindow } from '@/lib/dom'

const CONFIG = { USE_PROFILES: { html: true }, RETURN_DOM_FRAGMENT: true } as const
let purifier: Purifier | undefined

/**
 * One DOMPurify for the page, its configuration set once: a configuration passed to `sanitize()`
 * is parsed again on every call (a course page's ten pieces of HTML took ~12 ms instead of ~5).
 */
function getPurifier(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(domWindow())
    purifier.setConfig(CONFIG)
  }
  return purifier
}

export type HeadingLevel = 2 | 3 | 4

/**
 * The provider writes its own heading levels (a blog's sections are h3 under the page's h1). Its
 * levels are renumbered from `top` down, in the same order and with no level skipped, so that the
 * page's outline reads in order for assistive technology.
 */
function renumberHeadings(content: DocumentFragment, top: HeadingLevel): void {
  const headings = [...content.querySelectorAll('h1, h2, h3, h4, h5, h6')]
  const levels = [...new Set(headings.map((heading) => Number(heading.tagName[1])))].sort((a, b) => a - b)
  for (const heading of headings) {
    const level = Math.min(6, top + levels.indexOf(Number(heading.tagName[1])))
    if (`H${level}` === heading.tagName) continue
    const renamed = heading.ownerDocument.createElement(`h${level}`)
    for (const { name, value } of heading.attributes) renamed.setAttribute(name, value)
    renamed.append(...heading.childNodes)
    heading.replaceWith(renamed)
  }
}

/** HTML from the API without scripts, handlers and `javascript:` links, its headings from `top` down. */
export function sanitiseHtml(html: string, top: HeadingLevel): string {
  // The configuration already set: ignored at run time, it tells TypeScript the result is a fragment.
  const content = getPurifier().sanitize(html, CONFIG)
  renumberHeadings(content, top)
  const holder = content.ownerDocument.createElement('div')
  holder.append(content)
  return holder.innerHTML
}
