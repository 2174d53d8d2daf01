import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

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

afterAll(() => rmSync(OUT, { recursive: true, force: true }))

describe('no secret reaches the browser', () => {
  it('the built client holds no secret value, no secret-key pattern and no server-only variable name', () => {
    const build = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'error'],
      {
        env: { ...process.env, ...CANARIES },
        encoding: 'utf8',
      },
    )
    expect(build.status, build.stderr).toBe(0)
    const offenders: string[] = []
    for (const file of files(OUT)) {
      const text = readFileSync(file, 'latin1')
      for (const value of Object.values(CANARIES)) if (text.includes(value)) offenders.push(`${file}: ${value}`)
      for (const name of SERVER_ONLY_NAMES) if (text.includes(name)) offenders.push(`${file}: ${name}`)
      const key = text.match(/\b(sk|rk)_(live|test)_[0-9A-Za-z]{10,}|whsec_[0-9A-Za-z]{10,}/)
      if (key) offenders.push(`${file}: ${key[0]}`)
    }
    expect(offenders).toEqual([])
  }, 180_000)
})
