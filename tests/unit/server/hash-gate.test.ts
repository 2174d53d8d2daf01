// @module-tag pglite-only: the password-hashing queue alone, with no database.
import { describe, expect, it } from 'vitest'
import { HASHING_BUSY, HashingBusy, createHashGate } from '../../../server/auth/hash-gate'

/** Work that runs until the test lets it finish, noting how many ran at once. */
function worker() {
  let now = 0
  let most = 0
  const finishers: (() => void)[] = []
  const order: number[] = []
  const work = (id: number) => async () => {
    now++
    most = Math.max(most, now)
    order.push(id)
    await new Promise<void>((finish) => finishers.push(finish))
    now--
    return id
  }
  const finishOne = async () => {
    finishers.shift()?.()
    // Lets the released slot pass on and the next work start.
    for (let i = 0; i < 5; i++) await Promise.resolve()
  }
  return { work, finishOne, order, running: () => now, most: () => most }
}

describe('password hashing is bounded', () => {
  it('never runs more than `concurrency` at once, and the rest in the order they came', async () => {
    const gate = createHashGate({ concurrency: 2, maxWaitMs: 60_000, estimateMs: 1 })
    const w = worker()
    const done = Array.from({ length: 10 }, (_, id) => gate.run(w.work(id)))
    await Promise.resolve()
    expect(w.running()).toBe(2)
    expect(gate.waiting).toBe(8)
    for (let i = 0; i < 10; i++) {
      expect(w.running()).toBeLessThanOrEqual(2)
      await w.finishOne()
    }
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(w.order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(w.most()).toBe(2)
    expect(gate.running).toBe(0)
  })

  it('a wait longer than the bound is refused at once: 503 with Retry-After, not queued', async () => {
    // One slot, about 1 s each: the 1st runs, the 2nd and 3rd wait up to 2 s, the 4th would wait 3 s.
    const gate = createHashGate({ concurrency: 1, maxWaitMs: 2500, estimateMs: 1000 })
    const w = worker()
    const admitted = [gate.run(w.work(1)), gate.run(w.work(2)), gate.run(w.work(3))]
    const refused = gate.run(w.work(4))
    await expect(refused).rejects.toBeInstanceOf(HashingBusy)
    const error = (await refused.catch((caught: unknown) => caught)) as HashingBusy
    expect(error.statusCode).toBe(503)
    expect(error.message).toBe(HASHING_BUSY)
    expect(error.headers).toEqual({ 'retry-after': '3' })
    expect(gate.waiting).toBe(2)
    for (let i = 0; i < 3; i++) await w.finishOne()
    expect(await Promise.all(admitted)).toEqual([1, 2, 3])
    expect(w.order).toEqual([1, 2, 3])
  })

  it('the wait is estimated from measured work: after a quick one, a guess of 10 s no longer refuses', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaitMs: 2500, estimateMs: 10_000 })
    await gate.run(async () => 'quick')
    const w = worker()
    const admitted = Array.from({ length: 5 }, (_, id) => gate.run(w.work(id)))
    expect(gate.waiting).toBe(4)
    for (let i = 0; i < 5; i++) await w.finishOne()
    expect(await Promise.all(admitted)).toEqual([0, 1, 2, 3, 4])
  })

  it('work that fails passes its slot on', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaitMs: 60_000, estimateMs: 1 })
    const failing = gate.run(async () => {
      throw new Error('scrypt failed')
    })
    const next = gate.run(async () => 'ran')
    await expect(failing).rejects.toThrow('scrypt failed')
    expect(await next).toBe('ran')
    expect(gate.running).toBe(0)
  })
})

describe('an admitted login is answered inside the client’s timeout', () => {
  it('one slow hash counts at once: the wait is estimated from the larger of the average and the last one', async () => {
    // One slot, a bound of 1.3 s. Quick hashes bring the average near 0, then one takes 450 ms,
    // as when the machine suddenly gets busy: the average alone (about 90 ms) would admit a
    // queue that takes three times 450 ms.
    const gate = createHashGate({ concurrency: 1, maxWaitMs: 1300, estimateMs: 1 })
    for (let i = 0; i < 5; i++) await gate.run(async () => 'quick')
    await gate.run(() => new Promise((done) => setTimeout(done, 450)))
    const w = worker()
    const admitted = [gate.run(w.work(1)), gate.run(w.work(2)), gate.run(w.work(3))]
    const refused = gate.run(w.work(4))
    // Refused at once, not queued behind the other two.
    expect(gate.waiting).toBe(2)
    const error = await refused.then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(HashingBusy)
    expect((error as HashingBusy).headers).toEqual({ 'retry-after': '2' })
    for (let i = 0; i < 3; i++) await w.finishOne()
    expect(await Promise.all(admitted)).toEqual([1, 2, 3])
  })
})
