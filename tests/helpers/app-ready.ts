import type { Page } from '@playwright/test'

/** Where the page keeps the moment its app started, in the page's own clock. */
type Noted = { appReadyAt?: number }

/**
 * Notes when the app marks the page as started (`<html data-app-ready>`), for the bench and the
 * tests that time the start from the page's own clock. An init script: it runs before the page's own.
 */
export async function noteAppReady(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-app-ready')) return
      ;(window as Noted).appReadyAt = performance.now()
      observer.disconnect()
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] })
  })
}

/** The page's `performance.now()` when its app started (NaN before it has). */
export function appReadyAt(): number {
  return (window as Noted).appReadyAt ?? Number.NaN
}
