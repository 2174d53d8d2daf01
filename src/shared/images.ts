/**
 * The image pipeline's one set of rules, for the server that makes the sizes (server/images/pipeline.ts),
 * the first paint and the app that ask for them (components/responsive-image.tsx), and "Save for
 * offline", which keeps them.
 *
 * A photograph is stored once, as a JPEG master named by the catalogue (`/images/courses/x.jpg`);
 * it is served at a few fixed widths, as AVIF, WebP or JPEG, from
 * `/img/<version>/<width>/<path>.<format>`, where `version` is a hash of the masters' content:
 * a URL never changes what it shows, so it is cached for a year.
 */

/** The only widths made. A fixed, short list: no request can make the server store another. */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280, 1600] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** Best first: the order of a <picture>'s sources. JPEG is the fallback every browser shows. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

export const IMAGE_MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

/** The masters' shapes (width × height in px), by what they show. */
export const IMAGE_KINDS = {
  course: { width: 1600, height: 1000 },
  category: { width: 1600, height: 1000 },
  blog: { width: 1600, height: 900 },
  hero: { width: 1600, height: 1067 },
} as const
export type ImageKind = keyof typeof IMAGE_KINDS

/** The home page's (and the about page's) hero photograph. */
export const HOME_HERO_IMAGE = '/images/home/hero.jpg'

export const IMAGE_ROUTE_PREFIX = '/img/'

const MASTER_PATH = /^\/images\/([a-z0-9-]+(?:\/[a-z0-9-]+)*)\.jpg$/

/**
 * `courses/dementia-awareness` for `/images/courses/dementia-awareness.jpg`; null for anything the
 * pipeline does not make (an SVG, another site's URL), which is shown as it is.
 */
export function imageKey(path: string): string | null {
  return MASTER_PATH.exec(path)?.[1] ?? null
}

export function imageUrl(key: string, width: ImageWidth, format: ImageFormat, version: string): string {
  return `${IMAGE_ROUTE_PREFIX}${version}/${width}/${key}.${format}`
}

/** `url 160w, url 320w, …` for one format. */
export function imageSrcSet(key: string, format: ImageFormat, version: string): string {
  return IMAGE_WIDTHS.map((width) => `${imageUrl(key, width, format, version)} ${width}w`).join(', ')
}

export interface ResponsiveSources {
  /** AVIF and WebP, for <source type srcset>. */
  sources: { type: string; srcSet: string }[]
  /** The JPEG srcset and a middling JPEG for browsers without srcset. */
  img: { src: string; srcSet: string }
}

/** The <picture>'s sources for a catalogue image, or null when it is not one the pipeline makes. */
export function responsiveSources(path: string, version: string): ResponsiveSources | null {
  const key = imageKey(path)
  if (key === null) return null
  return {
    sources: (['avif', 'webp'] as const).map((format) => ({
      type: IMAGE_MIME[format],
      srcSet: imageSrcSet(key, format, version),
    })),
    img: { src: imageUrl(key, 960, 'jpg', version), srcSet: imageSrcSet(key, 'jpg', version) },
  }
}

/** What an image URL asks for, or why it cannot be answered. */
export type ParsedImageRequest =
  { ok: true; version: string; width: ImageWidth; key: string; format: ImageFormat } | { ok: false; message: string }

/** Reads `<version>/<width>/<path>.<format>` (the part after /img/). */
export function parseImageRequest(rest: string): ParsedImageRequest {
  const match = /^([0-9a-f]{1,64})\/([^/]+)\/(.+)\.([^./]+)$/.exec(rest)
  if (!match) return { ok: false, message: 'Image addresses look like /img/<version>/<width>/<path>.<format>.' }
  const [, version = '', widthText = '', key = '', formatText = ''] = match
  const width = IMAGE_WIDTHS.find((w) => String(w) === widthText)
  if (width === undefined) return { ok: false, message: `Image width must be one of ${IMAGE_WIDTHS.join(', ')}.` }
  const format = IMAGE_FORMATS.find((f) => f === formatText)
  if (format === undefined) return { ok: false, message: `Image format must be one of ${IMAGE_FORMATS.join(', ')}.` }
  if (imageKey(`/images/${key}.jpg`) === null) return { ok: false, message: 'The image path is not valid.' }
  return { ok: true, version, width, key, format }
}
