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
