/**
 * Firefox: Debian's Firefox ESR, headless, driven over WebDriver BiDi by puppeteer-core, which
 * speaks BiDi to Firefox itself. (WebdriverIO would drive Firefox through geckodriver, which no
 * Debian package ships and which WebdriverIO downloads from outside the package registries.)
 * One browser per test file; each person gets a browser context of their own (own storage, own
 * service worker), as a new device would.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { findProgram } from './find-program'
import { enginePorts } from './ports'
import { personFor, type EngineDriver, type Person } from './person'

/** Firefox ESR (Debian's firefox-esr), else a Firefox, on the PATH; FIREFOX_PATH names another. */
export const FIREFOX = process.env.FIREFOX_PATH ?? findProgram(['firefox-esr', 'firefox'])

let browser: Browser | undefined

async function launch(): Promise<Browser> {
  browser ??= await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocolTimeout: 60_000,
    // A port from the suite's range, not one the system picks.
    args: [`--remote-debugging-port=${enginePorts().firefox}`],
  })
  return browser
}

export async function closeFirefox(): Promise<void> {
  await browser?.close()
  browser = undefined
}

export interface FirefoxPerson extends Person {
  /** The page itself: for the driver's offline emulation. */
  readonly page: Page
}

/** `phone`: a phone's screen, and a user agent that says which phone's Firefox it is. */
export async function openFirefox(origin: string, { phone }: { phone?: string } = {}): Promise<FirefoxPerson> {
  const context = await (await launch()).createBrowserContext()
  const page = await context.newPage()
  if (phone) await page.setUserAgent({ userAgent: phone })
  await page.setViewport(
    phone ? { width: 412, height: 915, isMobile: true, hasTouch: true } : { width: 1280, height: 900 },
  )
  page.setDefaultTimeout(60_000)

  const driver: EngineDriver = {
    engine: 'firefox',
    navigate: (url) => page.goto(url, { waitUntil: 'load' }).then(() => undefined),
    // The navigation's own promise fails if another replaces it (the person taps a link meanwhile).
    startNavigating: async (url) => void page.goto(url, { waitUntil: 'load' }).catch(() => undefined),
    reload: () => page.reload({ waitUntil: 'load' }).then(() => undefined),
    url: async () => page.url(),
    run: <T>(body: string) => page.evaluate(`(async () => {\n${body}\n})()`) as Promise<T>,
    pressAt: (x, y) => page.mouse.click(x, y),
    typeKeys: (text) => page.keyboard.type(text),
    async clearFocused() {
      await page.keyboard.down('Control')
      await page.keyboard.press('a')
      await page.keyboard.up('Control')
      await page.keyboard.press('Backspace')
    },
    pressKey: (key) => page.keyboard.press(key),
    screenshot: (path) => page.screenshot({ path: path as `${string}.png` }).then(() => undefined),
    close: () => context.close().catch(() => undefined),
  }
  return Object.assign(personFor(driver, origin), { page })
}
