/**
 * The entry point, kept tiny: the stylesheet, and the app's code fetched only once a page the
 * server painted (server/pages.ts) is on screen with its images, so that the app's JavaScript does
 * not compete with them for a slow connection; the app then hydrates that markup.
 */
import { noteEarlyTyping } from './lib/early-typing'
import './styles.css'

const start = () => void import('./start-app').then(({ startApp }) => startApp())

/** However slow the images, the page becomes interactive after this at the latest. */
const MAX_WAIT_MS = 2500

const painted = document.getElementById('first-paint-data') !== null
if (!painted || document.visibilityState === 'hidden') {
  // The bare shell (offline, or a page of this browser's own data) shows nothing until the app runs.
  start()
} else {
  noteEarlyTyping()
  let started = false
  const startOnce = () => {
    if (started) return
    started = true
    // Two frames: the images that finished loading are painted in the first, which is then on
    // screen by the second.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)))
  }
  if (document.readyState === 'complete') startOnce()
  else window.addEventListener('load', startOnce, { once: true })
  setTimeout(startOnce, MAX_WAIT_MS)
}
