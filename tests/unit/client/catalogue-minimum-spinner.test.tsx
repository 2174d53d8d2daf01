// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useMinimumDuration } from '@/features/catalogue/hooks/use-minimum-duration'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('useMinimumDuration (docs/product-rules.md §9: the course list spinner lasts at least 1500 ms)', () => {
  it('keeps showing for 1500 ms after loading began even when the data arrives at once', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumDuration(loading, 1500), {
      initialProps: { loading: true },
    })
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(10))
    rerender({ loading: false })
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(1480))
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(20))
    expect(result.current).toBe(false)
  })

  it('keeps showing while loading takes longer than the minimum', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumDuration(loading, 1500), {
      initialProps: { loading: true },
    })
    act(() => vi.advanceTimersByTime(3000))
    expect(result.current).toBe(true)
    rerender({ loading: false })
    expect(result.current).toBe(false)
  })

  it('never shows for data that was already there', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumDuration(loading, 1500), {
      initialProps: { loading: false },
    })
    expect(result.current).toBe(false)
    rerender({ loading: false })
    expect(result.current).toBe(false)
  })

  it('starts a new minimum for each new load', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumDuration(loading, 1500), {
      initialProps: { loading: false },
    })
    rerender({ loading: true })
    expect(result.current).toBe(true)
    rerender({ loading: false })
    act(() => vi.advanceTimersByTime(1499))
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(false)
  })
})
