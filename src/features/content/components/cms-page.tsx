import { HtmlContent } from '@/components/html-content'
import { htmlToText } from '@/lib/text'
import { useCmsPage, type CmsPageId } from '../api/get-cms-page'

const LEADING_HEADING = /^\s*<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/i

/** The page already has its title as the h1: a first heading that only repeats it is dropped. */
export function withoutRepeatedTitle(html: string, title: string): string {
  const match = LEADING_HEADING.exec(html)
  if (match && htmlToText(match[1] ?? '').toLowerCase() === title.trim().toLowerCase())
    return html.slice(match[0].length)
  return html
}

/** A CMS page's body (about, privacy, terms): the provider's HTML, sanitised. */
export function CmsContent({ id, title }: { id: CmsPageId; title: string }) {
  const { data } = useCmsPage(id)
  return <HtmlContent html={withoutRepeatedTitle(data.description, title)} headingsFrom={2} className="text-lg" />
}
