/**
 * The entry point, kept tiny: the stylesheet, and the app's code fetched only after the first
 * paint, so that a page the server painted (server/pages.ts) is on screen before any of it loads
 * or runs. The server's markup stays until the app replaces it in one commit.
 */
import './styles.css'

const start = () => void import('./start-app')

// A frame callback runs just before the next paint; a task queued from it runs just after.
if (document.visibilityState === 'hidden') start()
else requestAnimationFrame(() => setTimeout(start, 0))
