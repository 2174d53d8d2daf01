import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../helpers/test-app'

const dist = mkdtempSync(join(tmpdir(), 'carewise-dist-'))
let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shell</title><div id="root"></div>')
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)')
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

  it('unknown API paths and other methods stay JSON 404s', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/nope' })).json()).toEqual({ message: 'Not found.' })
    expect((await t.app.inject({ method: 'POST', url: '/courses' })).statusCode).toBe(404)
  })
})
