import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPRESS_THRESHOLD } from '../../server/lib/compressed-text'
import { COMPILE_ALL_HINT } from '../../scripts/vite-first-paint'

const OUT = '.tmp/secret-scan-dist'
/** Server-only values set while building: none may appear in what the browser downloads. */
const CANARIES = {
  // Assembled here so that no key-shaped string sits in the repository.
  STRIPE_SECRET_KEY: ['sk', 'test', 'canary0123456789abcdefghij'].join('_'),
  STRIPE_WEBHOOK_SECRET: 'whsec_canary0123456789abcdefghij',
  SMTP_URL: 'smtp://canary-user:canary-pass@mail.invalid:587',
  DATABASE_URL: 'postgres://canary:canary-db-pass@db.invalid:5432/carewise',
}
const SERVER_ONLY_NAMES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'DATABASE_URL',
  'DATA_DIR',
  'MAIL_FROM',
]

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

/** A built file as the browser receives it: the server sends .br and .gz copies as they are. */
function served(file: string): Buffer {
  const bytes = readFileSync(file)
  if (file.endsWith('.br')) return brotliDecompressSync(bytes)
  if (file.endsWith('.gz')) return gunzipSync(bytes)
  return bytes
}

beforeAll(() => {
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'error'],
    {
      env: { ...process.env, ...CANARIES },
      encoding: 'utf8',
    },
  )
  expect(build.status, build.stderr).toBe(0)
}, 180_000)

afterAll(() => rmSync(OUT, { recursive: true, force: true }))

describe('the built client', () => {
  it('holds no secret value, no secret-key pattern and no server-only variable name', () => {
    const offenders: string[] = []
    for (const file of files(OUT)) {
      const text = served(file).toString('latin1')
      for (const value of Object.values(CANARIES)) if (text.includes(value)) offenders.push(`${file}: ${value}`)
      for (const name of SERVER_ONLY_NAMES) if (text.includes(name)) offenders.push(`${file}: ${name}`)
      const key = text.match(/\b(sk|rk)_(live|test)_[0-9A-Za-z]{10,}|whsec_[0-9A-Za-z]{10,}/)
      if (key) offenders.push(`${file}: ${key[0]}`)
    }
    expect(offenders).toEqual([])
  })

  it('has brotli and gzip copies of each script and stylesheet, the same bytes once decompressed', () => {
    const assets = [...files(join(OUT, 'assets'))].filter((file) => /\.(js|css)$/.test(file))
    expect(assets.length).toBeGreaterThan(10)
    for (const file of assets) {
      // Smaller files go out as they are.
      if (statSync(file).size < COMPRESS_THRESHOLD) continue
      const original = readFileSync(file)
      expect(served(`${file}.br`).equals(original), `${file}.br`).toBe(true)
      expect(served(`${file}.gz`).equals(original), `${file}.gz`).toBe(true)
    }
  })

  it('begins the code every page starts with by V8’s compile hint, in the compressed copies too', () => {
    const html = readFileSync(join(OUT, 'index.html'), 'utf8')
    const started = [...html.matchAll(/rel="modulepreload" href="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
    expect(started.some((file) => /\/framework-/.test(file))).toBe(true)
    expect(started.some((file) => /\/app-/.test(file))).toBe(true)
    for (const file of started)
      for (const copy of [file, `${file}.br`, `${file}.gz`].filter((name) => existsSync(join(OUT, name))))
        expect(served(join(OUT, copy)).toString('utf8'), copy).toMatch(new RegExp(`^${COMPILE_ALL_HINT}\n`))
  })

  // Each library's mark survives minification: DOMPurify's hook names, date-fns's locale keys.
  it.each([
    ['the HTML sanitiser (only pages with CMS or course HTML need it)', 'uponSanitizeElement'],
    ['date-fns (dates on some pages, and the offline notice\'s "last updated")', 'lessThanXSeconds'],
  ])('keeps %s out of the code every first visit loads', (_, mark) => {
    const html = readFileSync(join(OUT, 'index.html'), 'utf8')
    const started = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
    expect(started.length).toBeGreaterThan(2)
    expect(started.filter((file) => readFileSync(join(OUT, file), 'utf8').includes(mark))).toEqual([])
    expect(
      [...files(join(OUT, 'assets'))].some((file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes(mark)),
    ).toBe(true)
  })
})
