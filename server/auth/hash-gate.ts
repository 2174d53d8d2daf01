import { HttpError } from '../lib/http-error'

export const HASHING_BUSY = 'Many people are signing in right now. Please try again in a few seconds.'

/** The answer when the queue for password hashing is full: 503 with Retry-After, never a 500. */
export class HashingBusy extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, HASHING_BUSY, undefined, undefined, { 'retry-after': String(retryAfterSeconds) })
  }
}

export interface HashGate {
  /**
   * Runs `work` once one of the slots is free, first come first served. Throws `HashingBusy` at
   * once when the wait for a slot would pass the gate's longest wait.
   */
  run<T>(work: () => Promise<T>): Promise<T>
  /** Slots in use and requests waiting for one, now. */
  readonly running: number
  readonly waiting: number
}

/** How much each new measurement moves the estimate of one slot's time. */
const SMOOTHING = 0.2

/**
 * A first-come-first-served semaphore for password hashing. scrypt runs on libuv's thread pool,
 * which also reads files: without a bound, a rush of logins took every thread and a static file
 * waited seconds behind them. At most `concurrency` hashes run at once; the rest wait in order.
 * The queue is bounded by time, not length: from the time a slot is held (`estimateMs` until the
 * first measurement, then the larger of the smoothed average and the last measurement), a request
 * that would wait longer than `maxWaitMs` is answered 503 at once with a Retry-After of about the
 * time the queue needs to drain.
 */
export function createHashGate({
  concurrency,
  maxWaitMs,
  estimateMs,
}: {
  concurrency: number
  maxWaitMs: number
  estimateMs: number
}): HashGate {
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error(`concurrency must be 1 or more, got ${concurrency}`)
  let running = 0
  let averageMs = estimateMs
  let lastMs = estimateMs
  /** The first measurement replaces the guess outright; later ones move the average. */
  let measured = false
  const queue: (() => void)[] = []

  const release = () => {
    const next = queue.shift()
    if (next) next()
    else running--
  }

  return {
    get running() {
      return running
    },
    get waiting() {
      return queue.length
    },
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        // The larger of the average and the last measurement: when the machine suddenly gets busy
        // the average lags behind, and a queue admitted on it ran past the browser's timeout.
        const waitMs = Math.ceil((queue.length + 1) / concurrency) * Math.max(averageMs, lastMs)
        if (waitMs > maxWaitMs) throw new HashingBusy(Math.max(1, Math.ceil(waitMs / 1000)))
        // The slot passes straight from the request that releases it, so `running` stays counted.
        await new Promise<void>((resolve) => queue.push(resolve))
      } else running++
      const started = performance.now()
      try {
        return await work()
      } finally {
        const tookMs = performance.now() - started
        lastMs = tookMs
        averageMs = measured ? averageMs + SMOOTHING * (tookMs - averageMs) : tookMs
        measured = true
        release()
      }
    },
  }
}
