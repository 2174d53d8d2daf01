import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { access, readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { fairQueue, QueueFullError, type FairQueueOptions } from '../lib/fair-queue'
import { IMAGE_MIME, parseImageRequest, type ImageFormat, type ImageWidth } from '../../src/shared/images'

export interface ImagePipelineOptions {
  /** The JPEG masters and their manifest.json (scripts/photos.ts writes them to media/images). */
  mastersDir: string
  /** Where the sizes made are kept (media/image-cache). */
  cacheDir: string
  /** Make the sizes the pages use once the server listens, in the background (IMAGE_WARM_UP). */
  warmUp?: boolean
  /** The encode queue's shares: ENCODE_QUEUE by default; tests make them small. */
  queue?: Partial<FairQueueOptions>
}

interface Manifest {
  version: string
  images: Record<string, unknown>
}

/**
 * Encodes run two at once, each on one libvips thread (sharp.concurrency(1)): a 1600 px AVIF takes
 * a core for up to a second (two on a busy machine). One client runs one at a time, so the other
 * slot is free for the next visitor, who then waits for no one's encode but their own. One client
 * may have 24 waiting or running (more than a page of uncached pictures): its first 6 are its own,
 * taken whatever others hold, so a few flooding addresses cannot crowd out a page's pictures; the
 * rest come from 64 places all clients share. Never more than 256 wait in all (a few kilobytes
 * each, an open request): beyond any of these the answer is a 503 at once.
 */
const ENCODE_QUEUE: FairQueueOptions = {
  concurrency: 2,
  perClientRunning: 1,
  perClient: 24,
  reserved: 6,
  total: 64,
  ceiling: 256,
}
/**
 * The sizes made ahead of time: AVIF, the format every current browser picks from the <picture>,
 * at every width, those the cards and heroes use on phones and desktops first (a 400 px card is
 * 640 px at 1x and 960 px at 2x; a phone at 3x takes 1280 px). WebP and JPEG, for older browsers,
 * are made on request.
 */
const WARM_WIDTHS: readonly ImageWidth[] = [640, 960, 1280, 320, 160, 1600]

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

/** Quality per format, chosen so that each looks alike at the same width (AVIF is the smallest). */
function encode(master: string, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
  const resized = sharp(master).resize({ width, withoutEnlargement: true })
  if (format === 'avif') return resized.avif({ quality: 50, effort: 2 }).toBuffer()
  if (format === 'webp') return resized.webp({ quality: 72, effort: 4 }).toBuffer()
  return resized.jpeg({ quality: 76, progressive: true }).toBuffer()
}

/**
 * What a request for `/img/<version>/<width>/<path>.<format>` is answered with: the bytes with
 * their type and whether they are still the current set's (so cacheable for good), or why not.
 */
export type PictureAnswer =
  | { kind: 'picture'; bytes: Buffer; mime: string; current: boolean; etag: string }
  | { kind: 'bad-request'; message: string }
  | { kind: 'not-found' }
  | { kind: 'busy' }
  | { kind: 'hung-up' }

/**
 * The catalogue's photographs at the fixed widths, as AVIF, WebP or JPEG, made from their masters
 * with sharp on first request and kept on disk (GET /img/…, server/routes/images.ts).
 *
 * The disk cache cannot grow without bound: only the fixed widths and formats of masters that
 * exist are ever made (at most masters × 6 × 3 files), and the sizes of an older set of masters are
 * deleted when the server starts. Any other width or format is a bad request, an unknown image not found.
 */
export function createImagePipeline({ mastersDir, cacheDir, queue }: ImagePipelineOptions) {
  // Each encode on one thread: the queue, not libvips, decides how many cores the pictures take.
  sharp.concurrency(1)
  const manifestFile = join(mastersDir, 'manifest.json')
  let loaded: { mtimeMs: number; manifest: Manifest } | null = null
  /** The masters' manifest, read again when the generator has rewritten it; null without masters. */
  const currentManifest = (): Manifest | null => {
    try {
      const { mtimeMs } = statSync(manifestFile)
      if (loaded?.mtimeMs !== mtimeMs) {
        loaded = { mtimeMs, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest }
        removeOtherSets(loaded.manifest.version)
      }
      return loaded.manifest
    } catch {
      return null
    }
  }
  const removeOtherSets = (version: string) => {
    try {
      for (const entry of readdirSync(cacheDir))
        if (entry !== version) rmSync(join(cacheDir, entry), { recursive: true, force: true })
    } catch {
      // No cache yet.
    }
  }

  const encodes = fairQueue<Buffer>({ ...ENCODE_QUEUE, ...queue })
  const variantFile = (version: string, key: string, width: ImageWidth, format: ImageFormat) =>
    join(cacheDir, version, String(width), `${key}.${format}`)
  const masterFile = (key: string) => join(mastersDir, `${key}.jpg`)

  /**
   * The encode of one size, queued under its file's name: made once however many ask for it at
   * the same time, and read instead when a job before it wrote the file after this one looked.
   */
  const make = (file: string, master: string, width: ImageWidth, format: ImageFormat) => async () => {
    const kept = await readFile(file).catch(() => null)
    if (kept) return kept
    const bytes = await encode(master, width, format)
    mkdirSync(dirname(file), { recursive: true })
    // Written whole, then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.tmp`
    writeFileSync(partial, bytes)
    renameSync(partial, file)
    return bytes
  }

  /** The picture a path names, made if need be in the client's turn; `hungUp` gives that turn up. */
  async function picture(path: string, client: string, hungUp: AbortSignal): Promise<PictureAnswer> {
    const parsed = parseImageRequest(path)
    if (!parsed.ok) return { kind: 'bad-request', message: parsed.message }
    const manifest = currentManifest()
    if (manifest === null || !Object.hasOwn(manifest.images, parsed.key)) return { kind: 'not-found' }
    const file = variantFile(manifest.version, parsed.key, parsed.width, parsed.format)
    const master = masterFile(parsed.key)
    let bytes: Buffer | null
    try {
      bytes = await readFile(file).catch(() => {
        // Named by the manifest but gone from disk (a half-removed set): no such image, not a fault.
        if (!existsSync(master)) return null
        return encodes.run(client, file, make(file, master, parsed.width, parsed.format), hungUp)
      })
    } catch (error) {
      // No one is left to answer.
      if (hungUp.aborted) return { kind: 'hung-up' }
      if (!(error instanceof QueueFullError)) throw error
      return { kind: 'busy' }
    }
    if (bytes === null) return { kind: 'not-found' }
    return {
      kind: 'picture',
      bytes,
      mime: IMAGE_MIME[parsed.format],
      // An address from before the masters changed shows today's image, but only until it is asked
      // for again: its version no longer names these bytes.
      current: parsed.version === manifest.version,
      etag: `"${manifest.version}-${parsed.width}-${parsed.format}"`,
    }
  }

  // Made after the server listens, one at a time and only while no visitor's picture waits, so
  // that neither the start nor a visitor waits for it; once done, those sizes are plain file reads.
  let closing = false
  /** Makes the sizes the pages use ahead of time; stops early once `close` is called. Returns how many it made. */
  const warmSizes = async (): Promise<number> => {
    const manifest = currentManifest()
    if (manifest === null) return 0
    let made = 0
    for (const width of WARM_WIDTHS)
      for (const key of Object.keys(manifest.images)) {
        if (closing) return made
        const file = variantFile(manifest.version, key, width, 'avif')
        if ((await exists(file)) || !(await exists(masterFile(key)))) continue
        // A master that does not decode is answered as an error when asked for; the rest go on.
        const ok = await encodes.idle(file, make(file, masterFile(key), width, 'avif')).then(
          () => true,
          () => false,
        )
        if (ok) made++
      }
    return made
  }

  return {
    picture,
    warmSizes,
    close: () => {
      closing = true
    },
  }
}
