import { IMAGE_CACHE } from './sw-routes'

/**
 * Puts same-origin images into the service worker's image cache now, so they show offline even
 * if they were first seen before the worker was in charge. Best effort: failures are ignored.
 */
export async function cacheImages(urls: string[]): Promise<void> {
  if (typeof caches === 'undefined') return
  try {
    const cache = await caches.open(IMAGE_CACHE)
    await Promise.all(
      urls
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
