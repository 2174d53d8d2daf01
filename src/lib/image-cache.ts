import { responsiveSources } from '@/shared/images'
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
 * The file this browser downloads for a catalogue picture drawn at `sizes` on a fresh visit: the
 * <picture> the page renders, built off-screen, so the browser itself chooses the format it
 * supports and the width its screen needs. Each file is stood in for by an empty blob of its own
 * address, new for every pick (nothing is downloaded; the pick is known when it fails to decode): a browser that already holds a larger file of a picture (the card
 * just seen) picks that one again, where a later visit offline, with nothing held, asks for the
 * width the screen needs. '' when it cannot tell (no DOM, or a picture the pipeline does not make:
 * then the path itself is the file).
 */
function chosenFile(path: string, sizes: string): Promise<string> {
  const picture = responsiveSources(path, IMAGE_SET)
  if (picture === null) return Promise.resolve(path)
  if (typeof document === 'undefined') return Promise.resolve('')
  const empty = new Blob()
  const files = new Map<string, string>()
  const standIn = (file: string) => {
    const blank = URL.createObjectURL(empty)
    files.set(blank, file)
    return blank
  }
  /** Each candidate's address (the text before its width) stood in for. */
  const standInSet = (srcSet: string) => srcSet.replace(/\S+(?= \d+w)/g, standIn)
  const element = document.createElement('picture')
  for (const source of picture.sources) {
    const tag = document.createElement('source')
    tag.type = source.type
    tag.sizes = sizes
    tag.srcset = standInSet(source.srcSet)
    element.append(tag)
  }
  const img = document.createElement('img')
  img.sizes = sizes
  img.srcset = standInSet(picture.img.srcSet)
  img.src = standIn(picture.img.src)
  element.append(img)
  return new Promise((done) => {
    const finish = () => {
      done(files.get(img.currentSrc) ?? '')
      for (const blank of files.keys()) URL.revokeObjectURL(blank)
    }
    img.addEventListener('load', finish, { once: true })
    img.addEventListener('error', finish, { once: true })
    setTimeout(finish, PICK_TIMEOUT_MS)
  })
}

/**
 * Keeps catalogue pictures at the sizes and in the format this device shows them: each path at
 * each `sizes` (lib/image-sizes.ts) of the places a page draws it.
 */
export async function cacheImagesAsShown(paths: string[], sizes: string[]): Promise<void> {
  const shown = paths.filter((path) => path !== '')
  const files = await Promise.all(sizes.flatMap((size) => shown.map((path) => chosenFile(path, size))))
  await cacheImages(files.filter((file) => file !== ''))
}
