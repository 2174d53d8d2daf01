/**
 * The entry point, kept tiny: the stylesheet, and the app's code fetched only after the first
 * paint, so that a page the server painted (server/pages.ts) is on screen before any of it loads
 * or runs; the app then hydrates that markup.
 */
import './styles.css'

const start = () => void import('./start-app')

// A frame callback runs just before the next paint; a task queued from it runs just after. Only
// a painted page waits: the bare shell (offline, or a page of this browser's own data) has
// nothing to show until the app runs.
const painted = document.getElementById('first-paint-data') !== null
if (!painted || document.visibilityState === 'hidden') start()
else requestAnimationFrame(() => setTimeout(start, 0))
