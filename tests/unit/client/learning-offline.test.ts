import { describe, expect, it } from 'vitest'
import { isPersistedQuery } from '@/lib/query-persistence'
import { myLearningQueryOptions } from '@/features/learning/api/get-my-learning'
import { certificateCheckQueryOptions } from '@/features/learning/api/verify-certificate'

describe('what the learning feature keeps on the device', () => {
  it("a learner's My courses is kept for offline reading, per account", () => {
    expect(isPersistedQuery(myLearningQueryOptions(7))).toBe(true)
    expect(myLearningQueryOptions(7).queryKey).not.toEqual(myLearningQueryOptions(8).queryKey)
  })

  it('a certificate check is not', () => {
    expect(isPersistedQuery(certificateCheckQueryOptions('CW-2026-7KQ4M9TX'))).toBe(false)
  })
})
