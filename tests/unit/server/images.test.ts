// @module-tag pglite-only: the image pipeline (sharp, files and queues); no query decides what it checks.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { get as httpGet } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { imageUrl, IMAGE_FORMATS, IMAGE_WIDTHS, type ImageWidth } from '@/shared/images'
import type { FairQueueOptions } from '../../../server/lib/fair-queue'
import { createTestApp, type TestApp } from '../../helpers/test-app'

/** The image pipeline (server/images/pipeline.ts) on two small masters of its own. */
const root = mkdtempSync(join(tmpdir(), 'carewise-images-'))
const mastersDir = join(root, 'masters')
const cacheDir = join(root, 'cache')
const VERSION = 'abc123def0'

let t: TestApp
const FLOOD_KEYS = Array.from({ length: 24 }, (_, i) => `courses/flood-${i}`)

async function master(key: string, width: number, height: number): Promise<void> {
  mkdirSync(join(mastersDir, key, '..'), { recursive: true })
  const noise = Buffer.alloc(width * height * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toFile(join(mastersDir, `${key}.jpg`))
}

const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)

beforeAll(async () => {
  await master('courses/dementia-awareness', 1600, 1000)
  await master('blogs/1', 800, 450)
  await master('courses/flood', 1600, 1000)
  await master('courses/visitor', 1600, 1000)
  // 24 more large masters (copies), for clients that each ask for 24 different pictures.
  for (const key of FLOOD_KEYS) copyFileSync(join(mastersDir, 'courses', 'flood.jpg'), join(mastersDir, `${key}.jpg`))
  writeFileSync(
    join(mastersDir, 'manifest.json'),
    JSON.stringify({
      generator: 1,
      version: VERSION,
      images: {
        'courses/dementia-awareness': {},
        'blogs/1': {},
        'blogs/2': {},
        'courses/flood': {},
        'courses/visitor': {},
        ...Object.fromEntries(FLOOD_KEYS.map((key) => [key, {}])),
      },
    }),
  )
  // A size of an earlier set of masters, which the server removes.
  mkdirSync(join(cacheDir, '0ld5e7', '320'), { recursive: true })
  t = await createTestApp({}, { images: { mastersDir, cacheDir } })
})
afterAll(async () => {
  await t.close()
  rmSync(root, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('GET /img/<version>/<width>/<path>.<format>', () => {
  it.each([
    ['avif', 'image/avif', 'heif'],
    ['webp', 'image/webp', 'webp'],
    ['jpg', 'image/jpeg', 'jpeg'],
  ] as const)('answers %s at the width asked for, cached for a year', async (format, type, decoded) => {
    const response = await get(imageUrl('courses/dementia-awareness', 640, format, VERSION))
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe(type)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(response.rawPayload).metadata()
    expect(meta.format).toBe(decoded)
    expect([meta.width, meta.height]).toEqual([640, 400])
  })

  it('makes each size once and keeps it on disk', async () => {
    const url = imageUrl('blogs/1', 320, 'webp', VERSION)
    const first = await get(url)
    expect(files(join(cacheDir, VERSION))).toContain('1.webp')
    // With its master gone, the size kept is still answered: it is not made again.
    const masterFile = join(mastersDir, 'blogs', '1.jpg')
    renameSync(masterFile, `${masterFile}.away`)
    try {
      const second = await get(url)
      expect(second.statusCode).toBe(200)
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
    } finally {
      renameSync(`${masterFile}.away`, masterFile)
    }
  })

  it('never enlarges a master smaller than the width asked for', async () => {
    const response = await get(imageUrl('blogs/1', 1600, 'jpg', VERSION))
    expect(response.statusCode).toBe(200)
    expect((await sharp(response.rawPayload).metadata()).width).toBe(800)
  })

  it('answers a repeat visit that names its copy with 304', async () => {
    const url = imageUrl('courses/dementia-awareness', 160, 'avif', VERSION)
    const etag = (await get(url)).headers.etag
    expect(etag).toBeTruthy()
    const again = await get(url, { 'if-none-match': String(etag) })
    expect(again.statusCode).toBe(304)
  })

  it('shows an address from an earlier set of masters, without keeping it for a year', async () => {
    const response = await get(imageUrl('courses/dementia-awareness', 320, 'jpg', '01d5e7'))
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('removed the sizes of an earlier set of masters', () => {
    expect(readdirSync(cacheDir)).toEqual([VERSION])
  })

  it.each([
    [
      `/img/${VERSION}/500/courses/dementia-awareness.avif`,
      'Image width must be one of 160, 320, 640, 960, 1280, 1600.',
    ],
    [
      `/img/${VERSION}/0640/courses/dementia-awareness.avif`,
      'Image width must be one of 160, 320, 640, 960, 1280, 1600.',
    ],
    [`/img/${VERSION}/w/courses/dementia-awareness.avif`, 'Image width must be one of 160, 320, 640, 960, 1280, 1600.'],
    [`/img/${VERSION}/640/courses/dementia-awareness.png`, 'Image format must be one of avif, webp, jpg.'],
    [`/img/${VERSION}/640/courses/dementia-awareness.AVIF`, 'Image format must be one of avif, webp, jpg.'],
    // (The dots are resolved before routing: this arrives as /img/etc/passwd.jpg.)
    [
      `/img/${VERSION}/640/courses/../../../etc/passwd.jpg`,
      'Image addresses look like /img/<version>/<width>/<path>.<format>.',
    ],
    [`/img/${VERSION}/640/courses/..%2f..%2fmanifest.jpg`, 'The image path is not valid.'],
    [`/img/${VERSION}/640/courses/%2e%2e%2fmanifest.jpg`, 'The image path is not valid.'],
    [
      `/img/${VERSION}/640/courses/dementia-awareness`,
      'Image addresses look like /img/<version>/<width>/<path>.<format>.',
    ],
    [
      `/img/not-hex/640/courses/dementia-awareness.jpg`,
      'Image addresses look like /img/<version>/<width>/<path>.<format>.',
    ],
    ['/img/', 'Image addresses look like /img/<version>/<width>/<path>.<format>.'],
  ])('refuses %s with a 400 that says why', async (url, message) => {
    const response = await get(url)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it.each(['courses/no-such-course', 'blogs/2'])(
    'answers an image that does not exist (%s) with a 404',
    async (key) => {
      // (blogs/2 is in the manifest, but its master is not on disk.)
      const response = await get(imageUrl(key, 640, 'avif', VERSION))
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: 'No such image.' })
    },
  )

  it('keeps no more than the fixed sizes, however many a storm of requests asks for', async () => {
    const urls = [
      ...IMAGE_WIDTHS.flatMap((width) =>
        IMAGE_FORMATS.map((format) => imageUrl('courses/dementia-awareness', width, format, VERSION)),
      ),
      ...Array.from({ length: 200 }, (_, i) => `/img/${VERSION}/${i * 10 + 3}/courses/dementia-awareness.avif`),
      ...Array.from({ length: 50 }, (_, i) => `/img/${VERSION}/640/courses/x${i}.webp`),
    ]
    // Every fixed size twice at once: each is made once.
    const responses = await Promise.all([...urls, ...urls].map((url) => get(url)))
    expect(responses.every((response) => response.statusCode < 500)).toBe(true)
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2 * 18)
    const kept = files(join(cacheDir, VERSION))
    expect(kept.filter((name) => name.startsWith('dementia-awareness.'))).toHaveLength(18)
    expect(kept.every((name) => /^(dementia-awareness|1)\.(avif|webp|jpg)$/.test(name))).toBe(true)
  }, 180_000)
})

describe('without masters on disk', () => {
  it('answers 404, not an error', async () => {
    const bare = await createTestApp(
      {},
      { sharing: t, images: { mastersDir: join(root, 'none'), cacheDir: join(root, 'none-cache') } },
    )
    try {
      const response = await bare.app.inject({ method: 'GET', url: imageUrl('blogs/1', 640, 'jpg', VERSION) })
      expect(response.statusCode).toBe(404)
    } finally {
      await bare.app.close()
    }
  })
})

describe('image work is shared fairly', () => {
  /** An app with its own cache (every size uncached) and small shares. */
  const shared = async (name: string, queue: Partial<FairQueueOptions>) =>
    createTestApp({}, { sharing: t, images: { mastersDir, cacheDir: join(root, name), queue } })
  const from = (app: TestApp, ip: string, url: string) => app.app.inject({ method: 'GET', url, remoteAddress: ip })

  it("a visitor's picture is made next, ahead of another client's backlog of distinct sizes", async () => {
    const fair = await shared('fair-cache', { perClient: 6, total: 64 })
    try {
      const finished: string[] = []
      const flood = ([1280, 960] as const).flatMap((width) =>
        IMAGE_FORMATS.map((format) =>
          from(fair, '10.44.0.1', imageUrl('courses/flood', width, format, VERSION)).then((response) => {
            finished.push('flood')
            return response
          }),
        ),
      )
      // The six are queued (two encoding) before the visitor asks.
      await new Promise((wait) => setTimeout(wait, 150))
      const visitor = await from(fair, '10.44.0.2', imageUrl('courses/visitor', 320, 'avif', VERSION))
      finished.push('visitor')
      expect(visitor.statusCode).toBe(200)
      expect((await Promise.all(flood)).map((response) => response.statusCode)).toEqual(Array(6).fill(200))
      // The flood runs one encode at a time: the visitor's starts on the other slot at once, and
      // at most the flood's one running encode finishes first.
      expect(finished.indexOf('visitor'), finished.join(', ')).toBeLessThanOrEqual(1)
    } finally {
      await fair.app.close()
    }
  }, 60_000)

  it("one client's requests beyond its share get 503 with Retry-After at once; another client is still served", async () => {
    const capped = await shared('capped-cache', { perClient: 6, total: 64 })
    try {
      const urls = ([640, 320, 160] as const).flatMap((width) =>
        IMAGE_FORMATS.map((format) => imageUrl('courses/flood', width, format, VERSION)),
      )
      const responses = await Promise.all(urls.map((url) => from(capped, '10.44.1.1', url)))
      const refused = responses.filter((response) => response.statusCode === 503)
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(6)
      expect(refused).toHaveLength(3)
      for (const response of refused) {
        expect(response.headers['retry-after']).toBe('5')
        expect(response.headers['cache-control']).toBe('no-store')
        expect(response.json()).toEqual({
          message: 'Too many pictures are being prepared just now. Please try again in a few seconds.',
        })
      }
      const other = await from(capped, '10.44.1.2', imageUrl('courses/visitor', 160, 'webp', VERSION))
      expect(other.statusCode).toBe(200)
    } finally {
      await capped.app.close()
    }
  }, 60_000)

  it('with the shared places full (4 waiting), a request beyond its own place that can start at once is served and one that must wait gets 503', async () => {
    // One place of its own each, and 4 shared beyond those.
    const full = await shared('full-cache', { perClient: 100, reserved: 1, total: 4 })
    try {
      const urls = [
        ...IMAGE_FORMATS.map((format) => imageUrl('courses/visitor', 1600, format, VERSION)),
        ...(['avif', 'webp'] as const).map((format) => imageUrl('courses/visitor', 1280, format, VERSION)),
      ]
      // One encodes, four wait: the shared places are full.
      const held = urls.map((url) => from(full, '10.44.2.1', url))
      await new Promise((wait) => setTimeout(wait, 150))
      // Another client's first picture takes the free slot; its second would have to wait.
      const [first, second] = await Promise.all(
        ([160, 320] as const).map((width) =>
          from(full, '10.44.2.2', imageUrl('courses/visitor', width, 'jpg', VERSION)),
        ),
      )
      expect(first?.statusCode).toBe(200)
      expect(second?.statusCode).toBe(503)
      expect(second?.headers['retry-after']).toBe('5')
      expect((await Promise.all(held)).map((response) => response.statusCode)).toEqual(Array(5).fill(200))
    } finally {
      await full.app.close()
    }
  }, 60_000)

  it('however many clients ask, no more than the ceiling wait in all (3 here): one more is refused', async () => {
    const bounded = await shared('ceiling-cache', { perClient: 100, reserved: 2, total: 64, ceiling: 3 })
    try {
      // One encodes and two wait for the first client, one encodes and one waits for the second.
      const held = [
        ...(['avif', 'webp', 'jpg'] as const).map((format) =>
          from(bounded, '10.44.3.1', imageUrl('courses/visitor', 1600, format, VERSION)),
        ),
        ...(['avif', 'webp'] as const).map((format) =>
          from(bounded, '10.44.3.2', imageUrl('courses/flood', 1600, format, VERSION)),
        ),
      ]
      await new Promise((wait) => setTimeout(wait, 150))
      // A third client's first picture would have to wait, within its own places but over the ceiling.
      const third = await from(bounded, '10.44.3.3', imageUrl('courses/visitor', 160, 'jpg', VERSION))
      expect(third.statusCode).toBe(503)
      expect(third.headers['retry-after']).toBe('5')
      expect((await Promise.all(held)).map((response) => response.statusCode)).toEqual(Array(5).fill(200))
    } finally {
      await bounded.app.close()
    }
  }, 60_000)

  it('once listening, the server makes every width as AVIF ahead of time, so a visit is a file read', async () => {
    const warmMasters = join(root, 'warm-masters')
    const warmCache = join(root, 'warm-cache')
    mkdirSync(join(warmMasters, 'blogs'), { recursive: true })
    await sharp({ create: { width: 800, height: 450, channels: 3, background: '#4a7' } })
      .jpeg()
      .toFile(join(warmMasters, 'blogs', 'warm.jpg'))
    writeFileSync(
      join(warmMasters, 'manifest.json'),
      JSON.stringify({ generator: 1, version: VERSION, images: { 'blogs/warm': {} } }),
    )
    const warm = await createTestApp(
      {},
      { sharing: t, images: { mastersDir: warmMasters, cacheDir: warmCache, warmUp: true } },
    )
    try {
      const made = (width: ImageWidth) => join(warmCache, VERSION, String(width), 'blogs', 'warm.avif')
      // Not before the server listens: tests that only inject never make them.
      await new Promise((wait) => setTimeout(wait, 300))
      expect(existsSync(made(640))).toBe(false)
      await warm.app.listen({ host: '127.0.0.1', port: 0 })
      await vi.waitFor(() => expect(IMAGE_WIDTHS.filter((width) => !existsSync(made(width)))).toEqual([]), {
        timeout: 20_000,
        interval: 100,
      })
      // WebP and JPEG are left for browsers that ask.
      expect(files(warmCache).sort()).toEqual(Array(6).fill('warm.avif'))
      // Made ahead: served with the master gone.
      rmSync(join(warmMasters, 'blogs', 'warm.jpg'))
      const response = await warm.app.inject({ method: 'GET', url: imageUrl('blogs/warm', 960, 'avif', VERSION) })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('image/avif')
    } finally {
      await warm.app.close()
    }
  }, 60_000)
})

describe('shares of the encode queue', () => {
  interface Answer {
    status: number
    retryAfter: string | undefined
  }
  /** A GET over a real connection from `ip` (every 127.x address is this machine), as curl makes it. */
  const fetchFrom = (origin: string, ip: string, path: string, signal?: AbortSignal): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const request = httpGet(new URL(path, origin), { localAddress: ip, agent: false, signal }, (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] }),
        )
      })
      request.on('error', reject)
    })
  /** An app with the server's own queue shares and its own cache (every size uncached), listening. */
  const listening = async (name: string) => {
    const app = await createTestApp({}, { sharing: t, images: { mastersDir, cacheDir: join(root, name) } })
    await app.app.listen({ host: '127.0.0.1', port: 0 })
    return { app, origin: `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}` }
  }
  /** Client `ip` asks for every one of `urls` at once; `stop` hangs up on those not yet answered. */
  const flood = (origin: string, ip: string, urls: string[]) => {
    const hangUp = new AbortController()
    const answers: Answer[] = []
    const done = Promise.all(
      urls.map((url) =>
        fetchFrom(origin, ip, url, hangUp.signal).then(
          (answer) => void answers.push(answer),
          () => undefined,
        ),
      ),
    )
    return { answers, stop: () => (hangUp.abort(), done) }
  }
  const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms))

  it("four addresses asking for 24 pictures each do not fill the queue: a visitor's pictures are all made", async () => {
    const { app, origin } = await listening('four-flooders-cache')
    const floods = ([1600, 1280, 960, 640] as const).map((width, i) =>
      flood(
        origin,
        `127.0.0.${80 + i}`,
        FLOOD_KEYS.map((key) => imageUrl(key, width, 'webp', VERSION)),
      ),
    )
    try {
      // Every flood request is queued or refused before the visitor asks.
      await pause(400)
      const visitor = await Promise.all(
        [imageUrl('courses/visitor', 320, 'avif', VERSION), imageUrl('courses/visitor', 160, 'webp', VERSION)]
          .concat(imageUrl('courses/dementia-awareness', 320, 'jpg', VERSION))
          .map((url) => fetchFrom(origin, '127.0.0.90', url)),
      )
      expect(visitor.map((answer) => answer.status)).toEqual([200, 200, 200])
      // The flooders, though, were refused beyond their share.
      const refused = floods.flatMap((one) => one.answers).filter((answer) => answer.status === 503)
      expect(refused.length).toBeGreaterThan(0)
      expect(refused.every((answer) => answer.retryAfter === '5')).toBe(true)
    } finally {
      await Promise.all(floods.map((one) => one.stop()))
      await app.close()
    }
  }, 60_000)

  it("a visitor asking for a picture in another client's backlog gets it in its own turn", async () => {
    const { app, origin } = await listening('joined-cache')
    const finished: string[] = []
    const backlog = FLOOD_KEYS.slice(0, 20).map((key) => imageUrl(key, 1600, 'jpg', VERSION))
    const flooder = backlog.map((url) =>
      fetchFrom(origin, '127.0.0.85', url).then((answer) => {
        finished.push(url)
        return answer
      }),
    )
    try {
      await pause(300)
      // The flooder's last picture, queued behind its other 19.
      const wanted = backlog[19] ?? ''
      const visitor = await fetchFrom(origin, '127.0.0.91', wanted)
      expect(visitor.status).toBe(200)
      // Made at the visitor's turn, not behind the flooder's 19: a few of the flooder's may finish
      // meanwhile (its running encode, and more on a loaded machine, where the visitor's own encode
      // shares the cores with them), never most of its backlog.
      expect(finished.filter((url) => url !== wanted).length, finished.join(', ')).toBeLessThanOrEqual(8)
      // The flooder is answered too, every one of its other pictures made. (In the order its
      // requests reached the server, which twenty connections opened at once do not fix.)
      expect((await Promise.all(flooder)).map((answer) => answer.status)).toEqual(Array(20).fill(200))
      expect(finished.filter((url) => url !== wanted).sort()).toEqual(backlog.slice(0, 19).sort())
    } finally {
      await app.close()
    }
  }, 120_000)

  it('a picture no one waits for any more (the client hung up) is not made', async () => {
    const { app, origin } = await listening('hung-up-cache')
    const cache = join(root, 'hung-up-cache')
    try {
      const asked = flood(
        origin,
        '127.0.0.86',
        FLOOD_KEYS.slice(0, 6).map((key) => imageUrl(key, 1600, 'webp', VERSION)),
      )
      await pause(150)
      await asked.stop()
      // The same address asks again: its share runs in order, so this is made after all it still wanted.
      const again = await fetchFrom(origin, '127.0.0.86', imageUrl('courses/visitor', 160, 'jpg', VERSION))
      expect(again.status).toBe(200)
      // The picture then made, and those already encoding when it hung up (one, or two by then).
      expect(files(cache).length, files(cache).join(', ')).toBeLessThanOrEqual(3)
    } finally {
      await app.close()
    }
  }, 60_000)
})
