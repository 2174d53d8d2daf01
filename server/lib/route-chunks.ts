import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * Route id → the chunks of its own code, written by the client build (scripts/vite-first-paint.ts)
 * beside Vite's own manifest, for the server to preload the painted page's routes.
 */
export type RouteChunks = Record<string, string[]>

export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json'

/**
 * The list's entry for the code behind what a painted page offers offline (the cart, saved courses,
 * the contact outbox, booking drafts, the offline notice). A first visit fetches it with the page,
 * after the page's own code: a visitor who loses the signal before the service worker holds the app
 * can still add to the cart, queue a message and keep a booking draft. Fetched only, not run: the
 * database is opened, and anything stored, when first used.
 */
export const OFFLINE_CODE = '(offline)'

/** The build's list; without one (a build older than it) pages go out without their routes' preloads. */
export function readRouteChunks(staticDir: string): RouteChunks {
  try {
    return JSON.parse(readFileSync(resolve(staticDir, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunks
  } catch {
    return {}
  }
}

/**
 * Module preloads of the routes' chunks, at low priority: a few KB that arrive well before the start
 * chunks (vite-first-paint.ts) do, so they need not share the line at a higher one. The offline
 * code (OFFLINE_CODE) is named last, so the browser asks for it after the page's own.
 */
export function routePreloads(routeChunks: RouteChunks, routeIds: string[]): string {
  return [...new Set([...routeIds, OFFLINE_CODE].flatMap((id) => routeChunks[id] ?? []))]
    .map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low">`)
    .join('')
}
