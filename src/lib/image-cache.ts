import { responsiveSources } from '../shared/images'
import { IMAGE_SET } from './image-set'
import { KEPT_IMAGE_CACHE } from './sw-routes'

/**
 * Puts same-origin images into the kept-images cache now, which the service worker answers from
 * first, so they show offline even if they were first seen before the worker was in charge, and
 * however many other pictures are browsed meanwhile. Best effort: failures are ignored.
 */
export async function cacheImages(urls: string[]): Promise<void> {
  if (typeof caches === 'undefined') return
  try {
    const cache = await caches.open(KEPT_IMAGE_CACHE)
    await Promise.all(
      [...new Set(urls)]
        .filter((url) => url !== '')
        .map(async (url) => {
          if (await cache.match(url)) return
          const response = await fetch(url)
          if (response.ok) await cache.put(url, response)
        }),
    )
  } catch {
    // Offline or storage refused: the image simply is not kept.
  }
}

const PICK_TIMEOUT_MS = 10_000

/**
 * The file this browser downloads for a catalogue picture drawn at `sizes`: the <picture> the
 * page renders, built off-screen, so the browser itself chooses the format it supports and the
 * width its screen needs. '' when it cannot tell (no DOM, or a picture the pipeline does not
 * make: then the path itself is the file).
 */
function chosenFile(path: string, sizes: string): Promise<string> {
  const picture = responsiveSources(path, IMAGE_SET)
  if (picture === null) return Promise.resolve(path)
  if (typeof document === 'undefined') return Promise.resolve('')
  const element = document.createElement('picture')
  for (const source of picture.sources) {
    const tag = document.createElement('source')
    tag.type = source.type
    tag.sizes = sizes
    tag.srcset = source.srcSet
    element.append(tag)
  }
  const img = document.createElement('img')
  img.decoding = 'async'
  img.sizes = sizes
  img.srcset = picture.img.srcSet
  img.src = picture.img.src
  element.append(img)
  return new Promise((done) => {
    const finish = () => done(img.currentSrc)
    img.addEventListener('load', finish, { once: true })
    img.addEventListener('error', finish, { once: true })
    setTimeout(finish, PICK_TIMEOUT_MS)
  })
}

/**
 * Keeps catalogue pictures at the sizes and in the format this device shows them: each path at
 * each `sizes` (lib/image-sizes.ts) of the places a page draws it. Give the smallest `sizes`
 * first: they are chosen one after the other, because a browser that already holds a larger file
 * of a picture picks that one again instead of the size a fresh visit asks for.
 */
export async function cacheImagesAsShown(paths: string[], sizes: string[]): Promise<void> {
  const files: string[] = []
  for (const size of sizes) {
    files.push(...(await Promise.all(paths.filter((path) => path !== '').map((path) => chosenFile(path, size)))))
  }
  await cacheImages(files.filter((file) => file !== ''))
}
