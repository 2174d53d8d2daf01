// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { confirmPayment } from '@/payment/data/confirm-payment'
import { usePaymentConfirmation } from '@/payment/hooks/use-payment-confirmation'

const lost = () => new ApiError('network')
const refused = () => new ApiError('http', { status: 409, message: 'This booking is already paid.' })
const payment = { intentId: 'pi_1', provider: 'sandbox', amountPence: 4900 }

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('recording a charged payment, shared by checkout and booking', () => {
  it('asks again after 1 s and 3 s while the answer is lost, and stops at the first answer', async () => {
    vi.useFakeTimers()
    const record = vi.fn().mockRejectedValueOnce(lost()).mockRejectedValueOnce(lost()).mockResolvedValue('order')
    const done = confirmPayment(record)
    expect(record).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(record).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(record).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(3000)
    await expect(done).resolves.toBe('order')
    expect(record).toHaveBeenCalledTimes(3)
  })

  it('a refusal is not asked again; a lost answer after the last retry is thrown', async () => {
    const refusing = vi.fn().mockRejectedValue(refused())
    await expect(confirmPayment(refusing, [1, 1])).rejects.toThrow('already paid')
    expect(refusing).toHaveBeenCalledTimes(1)
    const losing = vi.fn().mockRejectedValue(lost())
    await expect(confirmPayment(losing, [1, 1])).rejects.toBeInstanceOf(ApiError)
    expect(losing).toHaveBeenCalledTimes(3)
  })

  it('a confirmation still lost is kept, confirmed by the button, and reported once confirmed', async () => {
    vi.useFakeTimers()
    const record = vi
      .fn()
      .mockRejectedValueOnce(lost())
      .mockRejectedValueOnce(lost())
      .mockRejectedValueOnce(lost())
      .mockResolvedValue({ booking_id: 7 })
    const onConfirmed = vi.fn()
    const onRefused = vi.fn()
    const { result } = renderHook(() => usePaymentConfirmation({ record, onConfirmed, onRefused }))
    let confirming!: Promise<void>
    act(() => {
      confirming = result.current.confirm(payment)
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000)
      await confirming
    })
    expect(result.current.lost).toEqual(payment)
    expect(onConfirmed).not.toHaveBeenCalled()
    vi.useRealTimers()
    act(() => result.current.retry())
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith({ booking_id: 7 }, payment))
    expect(result.current.lost).toBeNull()
    expect(onRefused).not.toHaveBeenCalled()
  })

  it('a payment charged before the page was closed is confirmed once there is a connection; a refusal is reported', async () => {
    const record = vi.fn().mockRejectedValue(refused())
    const onRefused = vi.fn()
    renderHook(() => usePaymentConfirmation({ record, onConfirmed: vi.fn(), onRefused, pending: payment }))
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1))
    expect(record).toHaveBeenCalledWith(payment)
  })
})
