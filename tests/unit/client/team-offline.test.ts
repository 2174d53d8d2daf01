import { describe, expect, it } from 'vitest'
import { isPersistedQuery } from '@/lib/query-persistence'
import { invitationQueryOptions } from '@/features/team/api/accept-invite'
import { teamQueryOptions } from '@/features/team/api/get-team'

describe('what the team feature keeps on the device', () => {
  it("a manager's team and an invitation (whose key holds its secret token) are not", () => {
    expect(isPersistedQuery(teamQueryOptions())).toBe(false)
    expect(isPersistedQuery(invitationQueryOptions('a-secret-token'))).toBe(false)
  })
})
