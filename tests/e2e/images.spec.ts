import { expect } from '@playwright/test'
import { test, gotoReady } from './helpers/test'

// A phone's screen: the width the pictures are chosen for differs from a desktop's.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })

for (const [path, picture] of [
  ['/', 'home/hero'],
  ['/courses', 'courses/'],
] as const) {
  test(`${path}: the painted head preloads the largest picture, and the page shows the file it named`, async ({
    page,
    request,
  }) => {
    // A page whose render misses the server's one-second budget goes out as the bare shell, with no
    // picture to preload; on a busy machine the first render may, and the next visit gets it painted.
    let html = ''
    await expect
      .poll(async () => (html = await (await request.get(path)).text()).includes('id="first-paint-data"'))
      .toBe(true)
    const head = html.slice(0, html.indexOf('</head>'))
    const preload =
      /<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="([^"]+)" imageSizes="([^"]+)"\/>/.exec(
        head,
      )
    expect(preload, 'a preload with imagesrcset in the painted <head>').not.toBeNull()
    const [, srcset = '', sizes = ''] = preload!
    expect(srcset).toContain(picture)
    const candidates = srcset.split(', ').map((candidate) => candidate.split(' ')[0])

    await gotoReady(page, path)
    const image = page.locator('img[fetchpriority="high"]').first()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // The app hydrated the same picture: same sizes, and the browser's pick is one the preload named.
    await expect(image).toHaveAttribute('sizes', sizes.replace(/&amp;/g, '&'))
    const chosen = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname
    expect(candidates).toContain(chosen)
    // Its space was kept before it arrived: the master's shape is in the markup.
    await expect(image).toHaveAttribute('width', '1600')
  })
}
