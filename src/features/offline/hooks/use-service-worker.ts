import { useEffect, useState } from 'react'
import { Workbox } from 'workbox-window'

const HOUR = 60 * 60 * 1000

let workbox: Workbox | undefined

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
    wb.addEventListener('waiting', () => setUpdateReady(true))
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
