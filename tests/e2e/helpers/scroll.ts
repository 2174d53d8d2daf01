import type { Locator, Page } from '@playwright/test'

/**
 * Until the page's scroll position has stayed the same for `frames` animation frames: a smooth
 * scroll (an anchor's, a mouse wheel's) moves it on every frame until it comes to rest.
 */
export async function untilScrollAtRest(page: Page, frames = 5): Promise<void> {
  await page.evaluate(
    (needed) =>
      new Promise<void>((resolve) => {
        let last = window.scrollY
        let still = 0
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= needed) resolve()
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
    frames,
  )
}

/** Until the CSS transitions running in `element` (and under it) have finished. */
export async function untilTransitionsEnd(element: Locator): Promise<void> {
  await element.evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  )
}
