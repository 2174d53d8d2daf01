import { expect, type Locator } from '@playwright/test'
import type { catalogueCalls } from '../../src/shared/contract/catalogue'
import type { Sent } from './helpers/api'
import { underServiceWorker } from './helpers/service-worker'
import { test, gotoReady } from './helpers/test'

// The service worker keeps the pictures: let it run (the other specs block it). A phone's screen,
// where the pictures' sizes differ from a desktop's.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })

/**
 * The file the browser chose for a picture, shown, and what the device keeps for it: a photograph
 * from the pipeline at the width its address names (offline, a picture the device does not keep
 * is the worker's 800 px SVG placeholder instead).
 */
async function shownPhoto(
  image: Locator,
): Promise<{ path: string; width: number; keptWidth: number; keptType: string }> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc)
  const match = /^\/img\/[0-9a-f]+\/(\d+)\/(.+)\.(avif|webp|jpg)$/.exec(new URL(src).pathname)
  expect(match, `${src} is a photograph from /img/`).not.toBeNull()
  // (naturalWidth is in CSS pixels for a srcset's pick; the kept file's own width is decoded here.)
  const kept = await image.page().evaluate(async (url) => {
    const blob = await (await caches.match(url))?.blob()
    if (!blob) return { width: 0, type: 'not kept' }
    return { width: (await createImageBitmap(blob)).width, type: blob.type }
  }, src)
  return { path: match![2]!, width: Number(match![1]), keptWidth: kept.width, keptType: kept.type }
}

test('a course saved for offline from its card shows its photographs offline, at the sizes this phone uses', async ({
  page,
  context,
  request,
}) => {
  const courses = (await (await request.get('/api/courselist')).json()) as Sent<typeof catalogueCalls.courseList>
  // A course well down the list: its page and pictures were never seen on this device.
  const course = courses.data.at(-2)!

  await gotoReady(page, '/courses')
  await underServiceWorker(page)
  const card = page.locator('main article').filter({ hasText: course.name }).first()
  await card.scrollIntoViewIfNeeded()
  await card.getByRole('button', { name: /Save for offline/ }).click()
  await expect(card.getByRole('button', { name: /Saved for offline/ })).toBeVisible()
  // The pictures are kept behind the button's change (the first visit to each size is made on the
  // server): four main pictures and four gallery buttons' (the card's is the main one's file here).
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('carewise-kept-images')).keys()).length), {
      timeout: 60_000,
    })
    .toBe(8)

  await context.setOffline(true)
  await gotoReady(page, `/course-detail/${course.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.name)

  const main = page.getByTestId('gallery-main')
  const hero = await shownPhoto(main)
  expect(hero.path).toBe(`courses/${course.slug}`)
  // 390 px less the page's padding, at 2 device pixels per px: the 960 px file, not the largest.
  expect(hero.width).toBe(960)
  expect(hero).toMatchObject({ keptWidth: 960, keptType: 'image/avif' })

  // Every gallery button's picture, and each of them as the main picture.
  const buttons = page.getByRole('button', { name: /Show image \d of 4/ })
  await expect(buttons).toHaveCount(4)
  for (let index = 0; index < 4; index++) {
    const thumb = await shownPhoto(buttons.nth(index).locator('img'))
    expect(thumb.keptWidth).toBe(thumb.width)
    await buttons.nth(index).click()
    const shown = await shownPhoto(main)
    expect(shown.path).toBe(index === 0 ? `courses/${course.slug}` : `courses/${course.slug}-${index + 1}`)
    expect(shown.keptWidth).toBe(shown.width)
  }

  // And its card on the saved list.
  await gotoReady(page, '/saved')
  const saved = await shownPhoto(page.locator('main article').filter({ hasText: course.name }).locator('img'))
  expect(saved.path).toBe(`courses/${course.slug}`)
  expect(saved.keptWidth).toBe(saved.width)
})
