import { useSyncExternalStore } from 'react'
import { isApiError } from './api-client'
import { apiUrl } from './api-url'

/**
 * Whether the app can reach its server: the browser's online/offline events, confirmed by a real
 * request (a captive portal or a dead Wi-Fi reports "online" too). One store for the whole app.
 */
let online = typeof navigator === 'undefined' ? true : navigator.onLine
const listeners = new Set<() => void>()
let retryTimer: ReturnType<typeof setTimeout> | undefined
/** Checks in a row that found the server unreachable: the next one waits longer, up to 10 s. */
let misses = 0

function set(next: boolean) {
  if (next === online) return
  online = next
  for (const listener of listeners) listener()
}

const REACHABILITY_TIMEOUT_MS = 5000
let checking: Promise<boolean> | undefined

/** Asks the server's health endpoint (never cached by the service worker); one question at a time. */
export function checkReachability(): Promise<boolean> {
  checking ??= askServer().finally(() => {
    checking = undefined
  })
  return checking
}

async function askServer(): Promise<boolean> {
  // The server's first paint has nothing to ask (and no timer should outlive its render).
  if (typeof window === 'undefined') return true
  if (!navigator.onLine) {
    set(false)
    return false
  }
  try {
    const response = await fetch(apiUrl('/health'), {
      cache: 'no-store',
      signal: AbortSignal.timeout(REACHABILITY_TIMEOUT_MS),
    })
    set(response.ok)
  } catch {
    set(false)
  }
  clearTimeout(retryTimer)
  // While unreachable, look again now and then (2, 4, 8, then every 10 s): no `online` event fires
  // when a server comes back, nor when the browser never noticed it was gone.
  misses = online ? 0 : misses + 1
  if (!online) retryTimer = setTimeout(() => void checkReachability(), Math.min(1000 * 2 ** misses, 10_000))
  return online
}

/**
 * Whether a failed call got no answer at all (no network, a timeout), rather than the server
 * saying no. The browser may still claim to be online, so the server's reachability is checked:
 * that also watches for its return, which wakes everything waiting on `onOnlineChange`.
 */
export function isNoAnswer(error: unknown): boolean {
  const lost = isApiError(error) && error.noAnswer
  if (lost) void checkReachability()
  return lost
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) {
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', onOffline)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
    }
  }
}

function onOnline() {
  void checkReachability()
}
function onOffline() {
  set(false)
}

export function isOnline(): boolean {
  return online
}

/** Subscribe outside React (e.g. the outbox replays when this turns true). */
export function onOnlineChange(listener: (online: boolean) => void): () => void {
  const wrapped = () => listener(online)
  return subscribe(wrapped)
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}
