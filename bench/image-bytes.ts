import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../tests/helpers/chromium'

/** A phone: 390 CSS px wide at 3 device pixels per px (the iPhone 12–15's screen). */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 }

export interface ImageBytes {
  /** Bytes over the wire (headers included), as Chromium's network log counts them. */
  bytes: number
  files: { url: string; bytes: number; type: string }[]
}

/**
 * What a first visit to each path downloads in images, on a phone: a fresh browser profile, the
 * page loaded until the network is idle, nothing scrolled (lazy pictures below the fold are not
 * fetched, as on a real first visit).
 */
export async function measureImageBytes(origin: string, paths: string[]): Promise<Record<string, ImageBytes>> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  const figures: Record<string, ImageBytes> = {}
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: PHONE.deviceScaleFactor })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      const images = new Map<string, { url: string; type: string }>()
      const files: ImageBytes['files'] = []
      cdp.on('Network.responseReceived', (event) => {
        if (event.type === 'Image')
          images.set(event.requestId, { url: event.response.url, type: event.response.mimeType })
      })
      cdp.on('Network.loadingFinished', (event) => {
        const image = images.get(event.requestId)
        if (image) files.push({ url: new URL(image.url).pathname, bytes: event.encodedDataLength, type: image.type })
      })
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
      await context.close()
      figures[path] = { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files }
    }
  } finally {
    await browser.close()
  }
  return figures
}

/** The figures' lines for bench/RESULTS.md. */
export function imageBytesMarkdown(figures: Record<string, ImageBytes>, targets: Record<string, number>): string[] {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  return [
    '',
    `## Image bytes (first visit, ${PHONE.width} px wide at ${PHONE.deviceScaleFactor}× pixels, nothing scrolled)`,
    '',
    ...Object.entries(figures).map(([path, f]) => {
      const target = targets[path]
      const verdict = target === undefined ? '' : ` ${f.bytes <= target ? '✅' : '❌'} (target ≤ ${kb(target)})`
      const formats = [...new Set(f.files.map((file) => file.type))].join(', ')
      return `- \`${path}\`: **${kb(f.bytes)}**${verdict} in ${f.files.length} images (${formats || 'none'}).`
    }),
  ]
}
