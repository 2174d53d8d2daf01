import { useEffect, useState, useSyncExternalStore } from 'react'
import { Workbox } from 'workbox-window'

const HOUR = 60 * 60 * 1000

let workbox: Workbox | undefined

/**
 * Whether this device holds the app for offline use: a service worker controls the page. True at
 * once on a later visit; on a first one, from the moment the newly installed worker (which
 * precaches the app, src/sw.ts) takes charge, the convention vite-plugin-pwa calls `onOfflineReady`.
 */
let offlineReady = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller)
/** Set when the worker took charge during this visit: the moment to say so, once. */
let becameReady = false
const listeners = new Set<() => void>()

function markOfflineReady(): void {
  if (offlineReady) return
  offlineReady = true
  becameReady = true
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** `held`: the app works offline on this device; `justNow`: it became so during this visit. */
export function useOfflineReady(): { held: boolean; justNow: boolean } {
  const held = useSyncExternalStore(
    subscribe,
    () => offlineReady,
    () => false,
  )
  return { held, justNow: held && becameReady }
}

/**
 * Registers the service worker (production builds only) and reports when a new version is
 * waiting. The new version takes over only when the user asks: a form is never lost to a reload.
 */
export function useServiceWorker() {
  const [updateReady, setUpdateReady] = useState(false)

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator) || workbox) return
    const wb = new Workbox('/sw.js', { scope: '/' })
    workbox = wb
    // A new version waits behind the worker in charge. Workbox also says "waiting" of a first
    // install that stays installed for 200 ms before it activates (a slow or busy device): with no
    // worker in charge, nothing is there to update.
    wb.addEventListener('waiting', () => {
      if (navigator.serviceWorker.controller) setUpdateReady(true)
    })
    // A first install takes charge of this page (clientsClaim in src/sw.ts) once it holds the app.
    wb.addEventListener('controlling', (event) => {
      if (!event.isUpdate) markOfflineReady()
    })
    // Registration fails where service workers are blocked (some private modes, a policy): the
    // storefront then works online only, as a website does, and that is no error to report.
    wb.register().catch(() => {})
    // Look for a new build now and then while the app stays open.
    const timer = setInterval(() => {
      if (navigator.onLine) wb.update().catch(() => {})
    }, HOUR)
    return () => clearInterval(timer)
  }, [])

  const reload = () => {
    if (!workbox) return window.location.reload()
    workbox.addEventListener('controlling', () => window.location.reload())
    workbox.messageSkipWaiting()
  }

  return { updateReady, reload, dismiss: () => setUpdateReady(false) }
}
