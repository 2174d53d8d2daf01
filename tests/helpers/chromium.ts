import { existsSync } from 'node:fs'

/** Debian's Chromium (or CHROME_PATH): Playwright never downloads a browser here. */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/lib/chromium/chromium',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ]
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string))
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
