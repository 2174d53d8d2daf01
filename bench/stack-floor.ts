import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { gzip } from './bytes'

/**
 * The least JavaScript the fixed stack lets a first visit load: one route, painted by the server
 * and hydrated with React, TanStack Router and Query, that registers its service worker with
 * workbox-window. It is built from this repository's own packages, as the app is (es2022, minified),
 * so what the first visit loads beyond it is the storefront's own code.
 */
const MAIN = `import { hydrateRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { Link, Outlet, RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { Workbox } from 'workbox-window'

const queryClient = new QueryClient()
const rootRoute = createRootRoute({ component: () => <><Link to="/">Home</Link><Outlet /></> })
function Home() {
  const { data } = useQuery({ queryKey: ['courses'], queryFn: () => fetch('/api/courselist').then((r) => r.json()) })
  return <h1>{data ? 'Courses' : 'Loading'}</h1>
}
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home })
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) })
void new Workbox('/sw.js').register()
hydrateRoot(document.getElementById('root')!, <QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>)
`

export async function measureStackFloor(): Promise<{ jsGzip: number }> {
  const dir = mkdtempSync(join(os.tmpdir(), 'stack-floor-'))
  try {
    mkdirSync(join(dir, 'src'))
    // The packages resolve from this repository's node_modules, at the versions the app uses.
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir')
    writeFileSync(join(dir, 'src/main.tsx'), MAIN)
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    )
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: 'dist', target: 'es2022' },
    })
    const assets = join(dir, 'dist/assets')
    const jsGzip = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .reduce((sum, name) => sum + gzip(readFileSync(join(assets, name))), 0)
    return { jsGzip }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
