/**
 * The browser's half of the first paint: React takes the server's markup over (or renders afresh).
 * What is done on the page meanwhile the early-input script goes on recording until the page is the
 * app's (settled.ts); then AppRoot takes it over and replays it (replay.ts).
 */
import { startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { isApiError } from '@/lib/api-client'
import type { AppRouter } from '@/router'
import { renderLikeTheServer } from './router-internals'

// React logs every error a boundary catches. A screen that says "We couldn’t reach the server" or
// "No course found." has handled its error: only faults (a 5xx, an unreadable answer, a bug) are logged.
const handled = (error: unknown) => isApiError(error) && (error.noAnswer || error.fromServer)
const rootOptions = {
  onCaughtError: (error: unknown) => {
    if (!handled(error)) console.error(error)
  },
}

/** The offline shell or a page of this browser's own data: nothing painted to take over. */
export function renderApp(root: HTMLElement, app: ReactNode): void {
  // In a transition: React works in short slices, so the main thread stays free for input.
  startTransition(() => createRoot(root, rootOptions).render(app))
}

/**
 * Over a painted page whose route has loaded: React adopts the markup when the app's data is the
 * data it was painted from (`adopt`), else renders afresh over it (a kept copy the stored data has
 * changed since).
 */
export function hydrateApp(root: HTMLElement, app: ReactNode, router: AppRouter, adopt: boolean): void {
  renderLikeTheServer(router)
  startTransition(() => {
    if (adopt) hydrateRoot(root, app, rootOptions)
    else createRoot(root, rootOptions).render(app)
  })
}
