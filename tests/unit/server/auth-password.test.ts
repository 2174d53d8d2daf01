// @module-tag pglite-only: password hashing and tokens, with no database.
import { describe, expect, it } from 'vitest'
import { createPasswordHasher, DEFAULT_SCRYPT_LOG_N } from '../../../server/auth/password'
import { hashToken, looksLikeToken, newToken } from '../../../server/auth/tokens'

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 with a 16-byte salt and a 64-byte key by default', async () => {
    expect(DEFAULT_SCRYPT_LOG_N).toBe(17)
    const hasher = createPasswordHasher()
    const stored = await hasher.hash('correct horse battery')
    const [name, N, r, p, salt, key] = stored.split('$')
    expect([name, N, r, p]).toEqual(['scrypt', '131072', '8', '1'])
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16)
    expect(Buffer.from(key!, 'base64')).toHaveLength(64)
    expect(stored).not.toContain('correct horse battery')
    expect(await hasher.verify('correct horse battery', stored)).toBe(true)
    expect(await hasher.verify('correct horse batterY', stored)).toBe(false)
  })

  it('verifies with the cost stored in the hash, whatever the hasher was made with', async () => {
    const cheap = createPasswordHasher({ logN: 10 })
    const stored = await createPasswordHasher({ logN: 12 }).hash('secret-1')
    expect(stored.startsWith('scrypt$4096$8$1$')).toBe(true)
    expect(await cheap.verify('secret-1', stored)).toBe(true)
  })

  it('salts every hash', async () => {
    const hasher = createPasswordHasher({ logN: 10 })
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'))
  })

  it('refuses malformed or tampered hashes instead of throwing or burning memory', async () => {
    const hasher = createPasswordHasher({ logN: 10 })
    const stored = await hasher.hash('pw')
    const parts = stored.split('$')
    for (const bad of [
      '',
      'plain-text-password',
      `argon2id$${parts.slice(1).join('$')}`,
      ['scrypt', String(2 ** 24), ...parts.slice(2)].join('$'),
      ['scrypt', '1000', ...parts.slice(2)].join('$'),
      [...parts.slice(0, 5), 'c2hvcnQ='].join('$'),
    ]) {
      expect(await hasher.verify('pw', bad)).toBe(false)
    }
    await expect(hasher.verifyDummy('anything')).resolves.toBeUndefined()
  })
})

describe('tokens', () => {
  it('are 32 random bytes in base64url, stored as a SHA-256 hex digest', () => {
    const token = newToken()
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(looksLikeToken(token)).toBe(true)
    expect(newToken()).not.toBe(token)
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashToken(token)).not.toContain(token)
    expect(looksLikeToken(`${token}x`)).toBe(false)
    expect(looksLikeToken("' or 1=1 --")).toBe(false)
  })
})
