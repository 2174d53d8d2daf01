/**
 * The entry point, kept tiny: the stylesheet, and the app's code, fetched at once (the page
 * preloads its chunks while its images load) and started as soon as it arrives;
 * over a page the server painted (server/pages/renderer.ts) it hydrates that markup. What is done on the
 * page meanwhile is recorded by the early-input script and replayed (src/first-paint/).
 */
import './styles.css'
import { dropReloadsWhileLeaving } from '@/first-paint/leaving'

dropReloadsWhileLeaving()

void import('@/start-app').then(
  ({ startApp }) => startApp(),
  // Offline since the page arrived, or a deploy removed the chunk: the early-input script says so
  // and loads the page again once it can.
  () => window.earlyInput?.failed(),
)
