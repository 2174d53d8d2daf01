import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../tests/helpers/chromium'

/** Gzip at level 9, as every byte figure of the bench is read. */
export const gzip = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length
const brotli = (buffer: Buffer) => brotliCompressSync(buffer).length

export interface ByteFigures {
  firstVisit: {
    jsRaw: number
    jsGzip: number
    jsBrotli: number
    cssRaw: number
    cssGzip: number
    cssBrotli: number
    files: string[]
  }
  largestChunk: { file: string; gzip: number }
  precache: { entries: number; bytes: number }
}

/** What a first visit to `/` downloads (JS and CSS), measured in a real browser, plus build facts. */
export async function measureBytes(origin: string, distDir = 'dist'): Promise<ByteFigures> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  const js: Buffer[] = []
  const css: Buffer[] = []
  const files: string[] = []
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    page.on('response', async (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      const body = await response.body().catch(() => null)
      if (!body) return
      files.push(new URL(response.url()).pathname)
      ;(type === 'script' ? js : css).push(body)
    })
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' })
    await context.close()
  } finally {
    await browser.close()
  }
  const total = (buffers: Buffer[], measure: (b: Buffer) => number) => buffers.reduce((sum, b) => sum + measure(b), 0)

  const assets = join(distDir, 'assets')
  const chunks = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: name, gzip: gzip(readFileSync(join(assets, name))) }))
    .sort((a, b) => b.gzip - a.gzip)

  // The service worker's precache manifest lists every URL it stores at install.
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8')
  const urls = [...sw.matchAll(/"?url"?:"([^"]+)"/g)].map((match) => match[1] ?? '')
  const precacheBytes = urls.reduce((sum, url) => {
    try {
      return sum + statSync(join(distDir, url)).size
    } catch {
      return sum
    }
  }, 0)

  return {
    firstVisit: {
      jsRaw: total(js, (b) => b.length),
      jsGzip: total(js, gzip),
      jsBrotli: total(js, brotli),
      cssRaw: total(css, (b) => b.length),
      cssGzip: total(css, gzip),
      cssBrotli: total(css, brotli),
      files,
    },
    largestChunk: chunks[0] ?? { file: '', gzip: 0 },
    precache: { entries: urls.length, bytes: precacheBytes },
  }
}
