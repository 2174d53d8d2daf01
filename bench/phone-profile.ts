/**
 * The phone the bench's browser sections visit with: CPU × 4, 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up, a 412 × 823 touch screen. One definition, so each section's figures stand on the
 * same phone.
 */
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from '@playwright/test'

export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
}
export const PHONE_CPU_SLOWDOWN = 4

export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
}

/** Gives `page` the phone's CPU and network (a page's emulation does not reach its service worker). */
export async function slowAsPhone(page: Page, context: BrowserContext): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK)
  return cdp
}

/** A new context on the phone, with one page already slowed down. */
export async function phonePage(
  browser: Browser,
  options: Pick<BrowserContextOptions, 'serviceWorkers'> = {},
): Promise<{ page: Page; context: BrowserContext; close: () => Promise<void> }> {
  const context = await browser.newContext({ ...PHONE_CONTEXT, ...options })
  const page = await context.newPage()
  await slowAsPhone(page, context)
  return { page, context, close: () => context.close() }
}

/**
 * Gives every service worker the browser starts the phone's network and CPU. Playwright's sessions
 * cannot address a worker, so the messages go through the browser's own session (a worker's first
 * requests may leave in the few milliseconds before this arrives).
 */
export async function slowServiceWorkers(browser: Browser): Promise<void> {
  const session = await browser.newBrowserCDPSession()
  let id = 0
  session.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker') return
    void session
      .send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false })
      .then(async ({ sessionId }) => {
        const send = (method: string, params: object) =>
          session.send('Target.sendMessageToTarget', {
            sessionId,
            message: JSON.stringify({ id: ++id, method, params }),
          })
        await send('Network.enable', {})
        await send('Network.emulateNetworkConditions', PHONE_NETWORK)
        await send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN })
      })
      .catch(() => {})
  })
  await session.send('Target.setDiscoverTargets', { discover: true })
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
