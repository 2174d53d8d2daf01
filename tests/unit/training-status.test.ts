import { describe, expect, it } from 'vitest'
import { DUE_SOON_DAYS, expiryOf, nextStatusChange, trainingStatus } from '@/shared/rules/training-status'

const at = (iso: string) => new Date(iso)
const DAY = 24 * 60 * 60 * 1000

describe('training status', () => {
  const now = at('2026-11-27T12:00:00Z')

  it('is not started, then in progress, from the start alone', () => {
    expect(trainingStatus({ startedAt: null, completedAt: null, expiresAt: null }, now)).toBe('not-started')
    expect(trainingStatus({ startedAt: at('2026-11-01'), completedAt: null, expiresAt: null }, now)).toBe('in-progress')
  })

  it('is completed and valid until the due window, due within it, expired from the expiry on', () => {
    const completedAt = at('2025-12-01T00:00:00Z')
    const facts = (expiresAt: Date) => ({ startedAt: completedAt, completedAt, expiresAt })
    expect(trainingStatus(facts(new Date(now.getTime() + (DUE_SOON_DAYS + 1) * DAY)), now)).toBe('valid')
    expect(trainingStatus(facts(new Date(now.getTime() + DUE_SOON_DAYS * DAY)), now)).toBe('due')
    expect(trainingStatus(facts(new Date(now.getTime() + 1)), now)).toBe('due')
    expect(trainingStatus(facts(now), now)).toBe('expired')
    expect(trainingStatus({ startedAt: null, completedAt, expiresAt: null }, now)).toBe('valid')
  })

  it('says when the status next changes: due at the window, expired at the expiry, then never', () => {
    const completedAt = at('2025-12-01T00:00:00Z')
    const expiresAt = at('2026-12-01T00:00:00Z')
    const facts = { startedAt: completedAt, completedAt, expiresAt }
    const dueFrom = new Date(expiresAt.getTime() - DUE_SOON_DAYS * DAY)
    const before = new Date(dueFrom.getTime() - 1)
    expect(nextStatusChange(facts, before)).toEqual(dueFrom)
    // The status holds until that instant and changes at it, whichever instant is asked from.
    for (const moment of [before, dueFrom, new Date(expiresAt.getTime() - 1), expiresAt, at('2030-01-01')]) {
      const next = nextStatusChange(facts, moment)
      if (next === null) {
        expect(trainingStatus(facts, moment)).toBe('expired')
        continue
      }
      expect(next.getTime()).toBeGreaterThan(moment.getTime())
      expect(trainingStatus(facts, new Date(next.getTime() - 1))).toBe(trainingStatus(facts, moment))
      expect(trainingStatus(facts, next)).not.toBe(trainingStatus(facts, moment))
    }
    expect(nextStatusChange(facts, dueFrom)).toEqual(expiresAt)
    expect(nextStatusChange(facts, expiresAt)).toBeNull()
    expect(nextStatusChange({ startedAt: completedAt, completedAt, expiresAt: null }, before)).toBeNull()
    expect(nextStatusChange({ startedAt: at('2026-11-01'), completedAt: null, expiresAt: null }, before)).toBeNull()
  })

  it('expires the same day of the month, or the month’s last day', () => {
    expect(expiryOf(at('2026-01-15T09:30:00Z'), 12)?.toISOString()).toBe('2027-01-15T09:30:00.000Z')
    expect(expiryOf(at('2026-01-31T00:00:00Z'), 1)?.toISOString()).toBe('2026-02-28T00:00:00.000Z')
    expect(expiryOf(at('2024-02-29T00:00:00Z'), 36)?.toISOString()).toBe('2027-02-28T00:00:00.000Z')
    expect(expiryOf(at('2026-01-15T00:00:00Z'), null)).toBeNull()
  })
})
