import { BRAND } from './env'

/** A page's title as tabs and search results show it: the page, then the brand. */
export function pageTitle(page: string): string {
  return `${page} | ${BRAND} Learning`
}
