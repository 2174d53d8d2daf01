import type { Page } from '@playwright/test'

/**
 * Lets `ms` of real time pass, to prove that something does NOT happen in it: a request that must
 * not be sent, a message that must not be delivered twice, a script that must not run. Only for
 * that: a test waiting for something to happen waits on what it observes instead.
 */
export async function provesNothingHappensFor(page: Page, ms: number): Promise<void> {
  await page.waitForTimeout(ms)
}

/**
 * Lets `ms` of real time pass while the page goes on loading: for a scenario that is itself about
 * time, such as a connection that lasts a second after the first paint and then drops.
 */
export async function connectionLastsFor(page: Page, ms: number): Promise<void> {
  await page.waitForTimeout(ms)
}
