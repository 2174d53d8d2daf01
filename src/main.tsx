/**
 * The entry point, kept tiny: the stylesheet, and the app's code, fetched at once (the page
 * preloads its chunks while its images load) and started as soon as it arrives;
 * over a page the server painted (server/pages/renderer.ts) it hydrates that markup. What is done on the
 * page meanwhile is recorded by the early-input script and replayed (src/first-paint/).
 */
import './styles.css'
import { EARLY_CALLS } from '@/early-calls'
import { STORAGE_KEYS } from '@/features/auth/data/storage-keys'
import { dropReloadsWhileLeaving } from '@/first-paint/leaving'
import { fetchEarly } from '@/lib/early-fetch'
import { readItem } from '@/lib/local-storage'

dropReloadsWhileLeaving()

// A signed-in page's data is asked for now, while the app starts, when its code comes from this
// device (the service worker's copy): on a first visit the code still has the network to share,
// and the data's answer only slowed it down (bench/RESULTS.md).
const token = readItem(STORAGE_KEYS.token)
const earlyCalls = EARLY_CALLS[location.pathname]
// A page the server painted brought its data.
const painted = document.getElementById('first-paint-data') !== null
if (token && earlyCalls && !painted && navigator.serviceWorker?.controller) fetchEarly(earlyCalls, token)

void import('@/start-app').then(
  ({ startApp }) => startApp(),
  // Offline since the page arrived, or a deploy removed the chunk: the early-input script says so
  // and loads the page again once it can.
  () => window.earlyInput?.failed(),
)
