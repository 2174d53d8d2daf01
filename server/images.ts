import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { HttpError } from './lib/http-error'
import {
  IMAGE_MIME,
  IMAGE_ROUTE_PREFIX,
  parseImageRequest,
  type ImageFormat,
  type ImageWidth,
} from '../src/shared/images'

export interface ImagePipelineOptions {
  /** The JPEG masters and their manifest.json (scripts/photos.ts writes them to media/images). */
  mastersDir: string
  /** Where the sizes made are kept (media/image-cache). */
  cacheDir: string
}

interface Manifest {
  version: string
  images: Record<string, unknown>
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Encodes at once: each takes a core for up to a second, and the API must stay responsive. */
const MAX_ENCODES = 2

/** Quality per format, chosen so that each looks alike at the same width (AVIF is the smallest). */
function encode(master: string, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
  const resized = sharp(master).resize({ width, withoutEnlargement: true })
  if (format === 'avif') return resized.avif({ quality: 50, effort: 2 }).toBuffer()
  if (format === 'webp') return resized.webp({ quality: 72, effort: 4 }).toBuffer()
  return resized.jpeg({ quality: 76, progressive: true }).toBuffer()
}

/**
 * GET /img/<version>/<width>/<path>.<format>: a catalogue photograph at one of the fixed widths, as
 * AVIF, WebP or JPEG, made from its master with sharp on first request and kept on disk.
 *
 * The disk cache cannot grow without bound: only the fixed widths and formats of masters that
 * exist are ever made (at most masters × 6 × 3 files), and the sizes of an older set of masters are
 * deleted when the server starts. Any other width or format is a 400, an unknown image a 404.
 */
export function imagePipelineRoutes(app: FastifyInstance, { mastersDir, cacheDir }: ImagePipelineOptions): void {
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

  const inFlight = new Map<string, Promise<Buffer>>()
  let running = 0
  const waiting: (() => void)[] = []
  const limited = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= MAX_ENCODES) await new Promise<void>((start) => waiting.push(start))
    running++
    try {
      return await work()
    } finally {
      running--
      waiting.shift()?.()
    }
  }

  /** The size from disk, or made once however many ask for it at the same time. */
  const variant = (version: string, key: string, width: ImageWidth, format: ImageFormat): Promise<Buffer> => {
    const file = join(cacheDir, version, String(width), `${key}.${format}`)
    const pending = inFlight.get(file)
    if (pending) return pending
    const made = readFile(file)
      .catch(async () => {
        const master = join(mastersDir, `${key}.jpg`)
        // Named by the manifest but gone from disk (a half-removed set): no such image, not a fault.
        if (!existsSync(master)) throw new HttpError(404, 'No such image.')
        const bytes = await limited(() => encode(master, width, format))
        mkdirSync(dirname(file), { recursive: true })
        // Written whole, then renamed: a reader never sees half a file.
        const partial = `${file}.${process.pid}.tmp`
        writeFileSync(partial, bytes)
        renameSync(partial, file)
        return bytes
      })
      .finally(() => inFlight.delete(file))
    inFlight.set(file, made)
    return made
  }

  app.get(`${IMAGE_ROUTE_PREFIX}*`, async (request, reply) => {
    const parsed = parseImageRequest((request.params as { '*': string })['*'])
    if (!parsed.ok) return reply.status(400).header('cache-control', 'no-store').send({ message: parsed.message })
    const manifest = currentManifest()
    if (manifest === null || !Object.hasOwn(manifest.images, parsed.key))
      return reply.status(404).header('cache-control', 'no-store').send({ message: 'No such image.' })
    const bytes = await variant(manifest.version, parsed.key, parsed.width, parsed.format)
    // An address from before the masters changed shows today's image, but only until it is asked
    // for again: its version no longer names these bytes.
    const current = parsed.version === manifest.version
    return reply
      .header('content-type', IMAGE_MIME[parsed.format])
      .header('cache-control', current ? IMMUTABLE : 'no-cache')
      .header('etag', `"${manifest.version}-${parsed.width}-${parsed.format}"`)
      .send(bytes)
  })
}
