import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import type { HashGate } from './hash-gate'

/** scrypt cost as log2(N). 17 (N = 2^17, 128 MiB per hash) in production; tests may pass less. */
export const DEFAULT_SCRYPT_LOG_N = 17
const R = 8
const P = 1
const KEY_LENGTH = 64
const SALT_LENGTH = 16
const MAX_MEMORY = 256 * 1024 * 1024

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

export interface Hashing {
  /** `scrypt$N$r$p$salt$hash` (salt and hash base64), the only form a password is ever stored in. */
  hash(password: string): Promise<string>
  /** Compares in constant time, with the cost stored in the hash itself. */
  verify(password: string, stored: string): Promise<boolean>
  /**
   * Spends the same work as a real check when there is no account, so that the time a login
   * takes does not tell whether an email is registered.
   */
  verifyDummy(password: string): Promise<void>
}

export interface PasswordHasher extends Hashing {
  /**
   * Runs `work` holding one hashing slot, with a hasher that hashes inside that slot: a login
   * checks its throttles, verifies and counts the result all within one slot (see server/auth/accounts.ts).
   */
  withSlot<T>(work: (inSlot: Hashing) => Promise<T>): Promise<T>
}

/** scrypt's time grows with N: a first guess at one hash's time, until the gate has measured some. */
export function estimatedHashMs(logN: number): number {
  return Math.max(1, 400 * 2 ** (logN - DEFAULT_SCRYPT_LOG_N))
}

interface Parsed {
  N: number
  r: number
  p: number
  salt: Buffer
  hash: Buffer
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  // Refuse costs we would never write, so a tampered row cannot make the server burn memory.
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0
  if (!powerOfTwo || N > 2 ** 20 || r !== R || p !== P) return null
  const salt = Buffer.from(parts[4]!, 'base64')
  const hash = Buffer.from(parts[5]!, 'base64')
  if (salt.length < SALT_LENGTH || hash.length !== KEY_LENGTH) return null
  return { N, r, p, salt, hash }
}

/**
 * Each hash waits for a slot of `gate` (scrypt would otherwise take every thread of libuv's pool);
 * without one (the seed script), hashes run as they come.
 */
export function createPasswordHasher({
  logN = DEFAULT_SCRYPT_LOG_N,
  gate,
}: { logN?: number; gate?: HashGate } = {}): PasswordHasher {
  if (!Number.isInteger(logN) || logN < 1 || logN > 20) throw new Error(`scrypt log2(N) must be 1–20, got ${logN}`)
  const N = 2 ** logN
  let dummy: Promise<string> | undefined

  const hasher: Hashing = {
    async hash(password) {
      const salt = randomBytes(SALT_LENGTH)
      const key = await derive(password, salt, { N, r: R, p: P })
      return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$')
    },
    async verify(password, stored) {
      const parsed = parse(stored)
      if (!parsed) return false
      const key = await derive(password, parsed.salt, { N: parsed.N, r: parsed.r, p: parsed.p })
      return timingSafeEqual(key, parsed.hash)
    },
    async verifyDummy(password) {
      dummy ??= hasher.hash(randomBytes(16).toString('hex'))
      await hasher.verify(password, await dummy)
    },
  }
  const withSlot = <T>(work: (inSlot: Hashing) => Promise<T>): Promise<T> =>
    gate ? gate.run(() => work(hasher)) : work(hasher)
  return {
    hash: (password) => withSlot((inSlot) => inSlot.hash(password)),
    verify: (password, stored) => withSlot((inSlot) => inSlot.verify(password, stored)),
    verifyDummy: (password) => withSlot((inSlot) => inSlot.verifyDummy(password)),
    withSlot,
  }
}
