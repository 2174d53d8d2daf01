import { describe, expect, it } from 'vitest'
import { isPersistedQuery } from '../../../src/lib/query-persistence'
import { invitationQueryOptions } from '../../../src/features/team/api/accept-invite'
import { myCoursesQueryOptions } from '../../../src/features/team/api/get-my-courses'
import { teamQueryOptions } from '../../../src/features/team/api/get-team'

describe('what the team feature keeps on the device', () => {
  it("a staff member's My courses is kept for offline reading, per account", () => {
    expect(isPersistedQuery(myCoursesQueryOptions(7))).toBe(true)
    expect(myCoursesQueryOptions(7).queryKey).not.toEqual(myCoursesQueryOptions(8).queryKey)
  })

  it("a manager's team and an invitation (whose key holds its secret token) are not", () => {
    expect(isPersistedQuery(teamQueryOptions())).toBe(false)
    expect(isPersistedQuery(invitationQueryOptions('a-secret-token'))).toBe(false)
  })
})
