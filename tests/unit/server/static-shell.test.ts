// @module-tag pglite-only: serving the built files; no query decides what it checks.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../helpers/test-app'

const dist = mkdtempSync(join(tmpdir(), 'carewise-dist-'))
/** Larger than the compression threshold, so the server would otherwise compress it per request. */
const BIG = `export const list = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `item ${i}`))}\n`
let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shell</title><div id="root"></div>')
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)')
  writeFileSync(join(dist, 'assets', 'big-abc123.js'), BIG)
  // At level 1, unlike what the server would make per request, so the bytes tell which was sent.
  writeFileSync(
    join(dist, 'assets', 'big-abc123.js.br'),
    brotliCompressSync(BIG, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
  )
  writeFileSync(join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(BIG, { level: 1 }))
  t = await createTestApp({ STATIC_DIR: dist })
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('serving the built app', () => {
  it.each(['/', '/courses', '/course-detail/dementia-awareness'])('%s answers the app shell, uncached', async (url) => {
    // No Accept-Encoding, as curl or a simple client sends it.
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root">')
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('hashed assets are cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it.each([
    ['br', 'gzip, deflate, br, zstd', '.br'],
    ['gzip', 'gzip, deflate', '.gz'],
  ])('sends the build’s %s copy of an asset as it is', async (encoding, accept, suffix) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': accept },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe(encoding)
    expect(res.headers.vary).toContain('accept-encoding')
    expect(res.rawPayload.equals(readFileSync(join(dist, 'assets', `big-abc123.js${suffix}`)))).toBe(true)
  })

  // (light-my-request sends a path as the URL parser reads it: `/courses/./x` arrives as `/courses/x`.)
  it.each(['//courses', '/courses//x', '//evil.example/', '///', '//assets/app-abc123.js', '/assets//app-abc123.js'])(
    '%s, an address with an empty segment, is the app’s 404 page, never a redirect',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers.location).toBeUndefined()
      expect(res.body).toContain('<div id="root">')
    },
  )

  it('unknown API paths and other methods stay JSON 404s', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api//course/1' })).json()).toEqual({ message: 'Not found.' })
    expect((await t.app.inject({ method: 'GET', url: '/api/nope' })).json()).toEqual({ message: 'Not found.' })
    expect((await t.app.inject({ method: 'POST', url: '/courses' })).statusCode).toBe(404)
  })
})
