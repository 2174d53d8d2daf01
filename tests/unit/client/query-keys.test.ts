import { describe, expect, it } from 'vitest'
import { isPersistedKey, queryKey } from '@/lib/query-keys'

describe('query keys', () => {
  it("are a call's scope and name, then what tells its answers apart", () => {
    expect(queryKey('catalogue.course', 'dementia-awareness')).toEqual(['catalogue', 'course', 'dementia-awareness'])
    expect(queryKey('content.homeData')).toEqual(['content', 'home-data'])
    expect(queryKey('learning.myCourses', 7)).toEqual(['catalogue', 'my-courses', 7])
  })

  it('keep public catalogue and content data across launches, and nothing of an account', () => {
    expect(isPersistedKey(queryKey('catalogue.courseList', { name: '', categories: [] }))).toBe(true)
    expect(isPersistedKey(queryKey('content.faqs'))).toBe(true)
    expect(isPersistedKey(queryKey('learning.myCourses', 7))).toBe(true)
    expect(isPersistedKey(queryKey('checkout.myOrders', 'CW-1'))).toBe(false)
    expect(isPersistedKey(queryKey('team.team'))).toBe(false)
  })
})
