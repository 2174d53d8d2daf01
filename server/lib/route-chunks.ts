import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * Route id → the chunks of its own code, written by the client build (scripts/vite-first-paint.ts)
 * beside Vite's own manifest, for the server to preload the painted page's routes.
 */
export type RouteChunks = Record<string, string[]>

export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json'

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
 * chunks (vite-first-paint.ts) do, so they need not share the line at a higher one.
 */
export function routePreloads(routeChunks: RouteChunks, routeIds: string[]): string {
  return [...new Set(routeIds.flatMap((id) => routeChunks[id] ?? []))]
    .map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low">`)
    .join('')
}
