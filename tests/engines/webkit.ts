/**
 * WebKit: WebKitGTK's MiniBrowser driven through WebKitWebDriver (classic W3C WebDriver; it offers
 * no WebDriver BiDi session) by WebdriverIO. tests/engines/run.ts starts the driver, on a display
 * of Xvfb's (MiniBrowser's `--headless` hangs), on ports tests/engines/ports.ts names.
 */
import { remote } from 'webdriverio'
import { findProgram, libraryFolders } from './find-program'
import type { OpenOptions } from './journeys'
import { personFor, type EngineDriver, type Person } from './person'

/**
 * MiniBrowser: Debian's libwebkit2gtk-4.1-0 (which webkit2gtk-driver brings) puts it in the library
 * folder of the machine's architecture (/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/, …); other
 * systems under /usr/libexec/webkit2gtk-4.1/. MINIBROWSER_PATH names another.
 */
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ??
  findProgram(
    ['MiniBrowser'],
    [...libraryFolders(), '/usr/lib', '/usr/libexec'].map((folder) => `${folder}/webkit2gtk-4.1`),
  )

/**
 * A new MiniBrowser with storage of its own (an automation session keeps none across sessions),
 * through the WebKitWebDriver on `driverPort`; `userAgent` makes it say it is another browser, such
 * as an iPhone's Safari.
 */
export async function openWebKit(
  origin: string,
  driverPort: number,
  { userAgent, whileLoading }: { userAgent?: string } & OpenOptions = {},
): Promise<Person> {
  const browser = await remote({
    hostname: '127.0.0.1',
    port: driverPort,
    path: '/',
    logLevel: 'error',
    connectionRetryTimeout: 60_000,
    capabilities: {
      browserName: 'MiniBrowser',
      // WebKitWebDriver runs no command on a page until its load event: none, while its code is held.
      ...(whileLoading ? { pageLoadStrategy: 'none' } : {}),
      // WebdriverIO asks for a BiDi session by default; WebKitWebDriver has none to give.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER,
        args: ['--automation', ...(userAgent ? [`--user-agent=${userAgent}`] : [])],
      },
    } as WebdriverIO.Capabilities,
  })
  await browser.setWindowSize(1280, 900)
  await browser.setTimeout({ pageLoad: 60_000, script: 30_000 })

  const driver: EngineDriver = {
    engine: 'webkit',
    navigate: (url) => browser.url(url).then(() => undefined),
    // WebDriver's own navigation waits for the load event; the page's returns at once.
    startNavigating: (url) => browser.execute((to: string) => location.assign(to), url),
    reload: () => browser.refresh(),
    url: () => browser.getUrl(),
    run: async <T>(body: string) => (await browser.execute(body)) as T,
    // A pointer of its own at the viewport's point: WebKitWebDriver's element click refuses controls
    // in an open <dialog> (the top layer) as "not interactable", and a person taps a point anyway.
    pressAt: (x, y) =>
      browser
        .action('pointer', { parameters: { pointerType: 'mouse' } })
        .move({ x: Math.round(x), y: Math.round(y), origin: 'viewport' })
        .down()
        .up()
        .perform(),
    // One key after another (WebdriverIO's `keys` presses all it is given at once, as a chord: a
    // letter typed twice in a row, or a second space, would be lost).
    async typeKeys(text) {
      const typing = browser.action('key')
      for (const key of text) typing.down(key).up(key)
      await typing.perform()
    },
    async clearFocused() {
      await browser.keys(['Control', 'a'])
      await browser.keys(['Backspace'])
    },
    pressKey: (key) => browser.keys([key]),
    screenshot: (path) => browser.saveScreenshot(path).then(() => undefined),
    close: () => browser.deleteSession().catch(() => undefined),
  }
  return personFor(driver, origin)
}
