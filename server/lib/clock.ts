/**
 * The server's idea of now, for whatever depends on dates passing (training expiry, reminders):
 * given to the modules that need it rather than read from `new Date()` inside them, so tests move
 * it forward instead of waiting.
 */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock at `start` that moves only when told to: for tests. */
export function manualClock(start: Date): Clock & { advance(ms: number): void; set(to: Date): void } {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
    set: (to) => {
      current = to.getTime()
    },
  }
}

/**
 * The system's clock moved by an offset that can be changed while the server runs: the clock of a
 * server started with TEST_CLOCK=on, whose end-to-end tests move it forward (POST
 * /api/test/clock, server/routes/training.ts) instead of waiting for dates to pass.
 */
export function offsetClock(): Clock & { set(to: Date): void; reset(): void } {
  let offset = 0
  return {
    now: () => new Date(Date.now() + offset),
    set: (to) => {
      offset = to.getTime() - Date.now()
    },
    reset: () => {
      offset = 0
    },
  }
}
