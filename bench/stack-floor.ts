import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { gzip } from './bytes'
import { startServer, type RunningServer } from '../tests/helpers/app-server'

/**
 * The least app the fixed stack allows: one route, rendered with React, TanStack Router and Query,
 * that registers its service worker with workbox-window and marks the page as started
 * (`<html data-app-ready>`, as src/app-root.tsx does) in an effect once its tree is on screen. It
 * is built from this repository's own packages, as the app is (es2022, minified, no module-preload
 * polyfill), so what a first visit loads and runs beyond it is the storefront's own code.
 *
 * It renders with `createRoot` into a hidden element of its own, not with `hydrateRoot` on the
 * painted `#root`: its tree is not the painted page's, so hydrating would fail on the first
 * difference, and React would then throw the painted markup away and render this tree in its
 * place (work no real app does, and a blank page). Hydrating the painted page's own tree is the
 * storefront's work, not the stack's. Both figures use this one source: `react-dom/client` holds
 * `createRoot` and `hydrateRoot` in one module, so the bytes are the same either way.
 */
const MAIN = `import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { Link, Outlet, RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { Workbox } from 'workbox-window'

const queryClient = new QueryClient()
function Root() {
  useEffect(() => { document.documentElement.dataset.appReady = '' }, [])
  return <><Link to="/">Home</Link><Outlet /></>
}
// Any painted page's path: the one route, or nothing.
const rootRoute = createRootRoute({ component: Root, notFoundComponent: () => null })
function Home() {
  const { data } = useQuery({ queryKey: ['courses'], queryFn: () => fetch('/api/courselist').then((r) => r.json()) })
  return <h1>{data ? 'Courses' : 'Loading'}</h1>
}
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home })
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) })
void new Workbox('/sw.js').register()
const host = document.createElement('div')
host.hidden = true
document.body.append(host)
createRoot(host).render(<QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>)
`

/**
 * The floor app built into a temporary folder (its `index.html` and `assets/`, under `dir`), built
 * once per bench for both figures: its bytes (`jsGzip`) and its paint → interactive
 * (startStackFloorServer). `remove` when both are taken.
 */
export interface StackFloor {
  dir: string
  jsGzip: number
  remove: () => void
}

export async function buildStackFloor(): Promise<StackFloor> {
  const root = mkdtempSync(join(os.tmpdir(), 'stack-floor-'))
  const remove = () => rmSync(root, { recursive: true, force: true })
  try {
    mkdirSync(join(root, 'src'))
    // The packages resolve from this repository's node_modules, at the versions the app uses.
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir')
    writeFileSync(join(root, 'src/main.tsx'), MAIN)
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/src/main.tsx"></script></body></html>',
    )
    // Vite sets NODE_ENV=production for the rest of this process, and the servers the bench starts
    // afterwards would inherit it (a production server refuses to start without payment keys).
    const nodeEnv = process.env.NODE_ENV
    try {
      await build({
        root,
        configFile: false,
        logLevel: 'silent',
        plugins: [react()],
        build: { outDir: 'dist', target: 'es2022', modulePreload: { polyfill: false } },
      })
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV
      else process.env.NODE_ENV = nodeEnv
    }
    const assets = join(root, 'dist/assets')
    const jsGzip = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .reduce((sum, name) => sum + gzip(readFileSync(join(assets, name))), 0)
    return { dir: join(root, 'dist'), jsGzip, remove }
  } catch (error) {
    remove()
    throw error
  }
}

const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>/g
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g

/**
 * A copy of the built storefront (`distDir`) whose pages load the floor app instead of the app:
 * everything else the server sends (the painted HTML, CSS, images, early-input script) is the
 * storefront's own.
 */
function floorStaticDir(distDir: string, floorDir: string): string {
  const dir = mkdtempSync(join(os.tmpdir(), 'stack-floor-static-'))
  try {
    cpSync(distDir, dir, { recursive: true })
    // The floor's files, with the brotli and gzip copies the server sends as they are (the app's
    // build makes them the same way, vite.config.ts).
    for (const name of readdirSync(join(floorDir, 'assets'))) {
      const file = readFileSync(join(floorDir, 'assets', name))
      writeFileSync(join(dir, 'assets', name), file)
      const params = { [constants.BROTLI_PARAM_QUALITY]: 11 }
      writeFileSync(join(dir, 'assets', `${name}.br`), brotliCompressSync(file, { params }))
      writeFileSync(join(dir, 'assets', `${name}.gz`), gzipSync(file, { level: 9 }))
    }
    // The shell: the floor's entry (and its preloads, if it had more than one chunk) in place of
    // the app's entry and its start chunks' preloads.
    const floorHtml = readFileSync(join(floorDir, 'index.html'), 'utf8')
    const floorTags = [...(floorHtml.match(MODULE_SCRIPT) ?? []), ...(floorHtml.match(MODULE_PRELOAD) ?? [])]
    const shell = readFileSync(join(distDir, 'index.html'), 'utf8')
    const entries = shell.match(MODULE_SCRIPT) ?? []
    if (entries.length !== 1 || floorTags.length === 0) {
      throw new Error(`expected one module script in ${distDir}/index.html and the floor's, found ${entries.length}`)
    }
    const floorShell = shell.replace(MODULE_PRELOAD, '').replace(entries[0]!, () => floorTags.join(''))
    writeFileSync(join(dir, 'index.html'), floorShell)
    // The shell's compressed copies are the app's; the server compresses the pages it fills itself.
    rmSync(join(dir, 'index.html.br'), { force: true })
    rmSync(join(dir, 'index.html.gz'), { force: true })
    // No route-chunk list: the server adds no preloads of the app's route chunks to the pages.
    rmSync(join(dir, '.vite'), { recursive: true, force: true })
    return dir
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

/**
 * The server, as the bench runs it, serving the storefront's pages painted as ever but with the
 * floor app as their JavaScript: for paint → interactive with no app code but the stack's. Made
 * from dist/, the build the bench's own server serves (so start that one first: it builds).
 */
export async function startStackFloorServer(port: number, floor: StackFloor): Promise<RunningServer> {
  const staticDir = floorStaticDir('dist', floor.dir)
  const remove = () => rmSync(staticDir, { recursive: true, force: true })
  try {
    // SSR_DIR stays the build's: the server paints the real pages.
    const server = await startServer(port, { STATIC_DIR: staticDir })
    return {
      ...server,
      stop: async () => {
        await server.stop()
        remove()
      },
    }
  } catch (error) {
    remove()
    throw error
  }
}
