// @vitest-environment jsdom
/**
 * Pins each framework internal that src/first-paint/router-internals.ts reads or sets: if an
 * upgrade of TanStack Router or React changes one, these fail here, not on a painted page.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  RouterProvider,
} from '@tanstack/react-router'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { isHydrated, renderLikeTheServer, serverRedirect, showsNotFound } from '@/first-paint/router-internals'

/** A fresh route tree (a router takes its tree over): a layout, `/`, and `/old` redirecting to `/`. */
function routeTree() {
  const root = createRootRoute({
    component: () => (
      <main>
        <Outlet />
      </main>
    ),
    notFoundComponent: () => <p>Page not found</p>,
  })
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <button>Painted</button> })
  const old = createRoute({
    getParentRoute: () => root,
    path: '/old',
    beforeLoad: () => {
      throw redirect({ to: '/' })
    },
  })
  return root.addChildren([home, old])
}

const routerAt = (url: string, isServer = false) =>
  createRouter({
    routeTree: routeTree(),
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer,
    notFoundMode: 'root',
  })

afterEach(() => {
  document.body.innerHTML = ''
})

describe('router._serverResult', () => {
  it('holds the redirect a load on the server chose, and nothing for a page', async () => {
    const moved = routerAt('/old', true)
    await moved.load()
    const target = serverRedirect(moved)
    expect(target).toBeDefined()
    expect(moved.resolveRedirect(target!).options.href).toBe('/')

    const page = routerAt('/', true)
    await page.load()
    expect(page._serverResult?.type).toBe('render')
    expect(serverRedirect(page)).toBeUndefined()
  })
})

describe('match._notFound', () => {
  it('marks the match chosen to show a global not-found (an address no route matches)', async () => {
    const router = routerAt('/nowhere')
    await router.load()
    expect(router.state.matches.some((match) => match._notFound === true)).toBe(true)
    expect(router.state.matches.some(showsNotFound)).toBe(true)

    const found = routerAt('/')
    await found.load()
    expect(found.state.matches.some(showsNotFound)).toBe(false)
  })
})

async function hydrate(withRouterSsr: boolean): Promise<{ errors: unknown[]; container: HTMLElement }> {
  const server = routerAt('/', true)
  await server.load()
  const container = document.createElement('div')
  container.innerHTML = renderToString(<RouterProvider router={server} />)
  document.body.append(container)
  const client = routerAt('/')
  await client.load()
  if (withRouterSsr) renderLikeTheServer(client)
  const errors: unknown[] = []
  await act(async () => {
    hydrateRoot(container, <RouterProvider router={client} />, { onRecoverableError: (error) => errors.push(error) })
  })
  return { errors, container }
}

describe('router.ssr', () => {
  it('makes the browser render the matches as the server did, so that React adopts the markup', async () => {
    const { errors, container } = await hydrate(true)
    expect(errors).toEqual([])
    expect(container.querySelector('button')?.textContent).toBe('Painted')
  })

  it('is needed: without it the trees differ and React throws the painted markup away', async () => {
    const { errors } = await hydrate(false)
    expect(errors.length).toBeGreaterThan(0)
  })
})

describe("React's __reactProps$", () => {
  it('is on an element React has hydrated, and not on one it has not', async () => {
    const { container } = await hydrate(true)
    expect(isHydrated(container.querySelector('button')!)).toBe(true)
    const plain = document.createElement('button')
    document.body.append(plain)
    expect(isHydrated(plain)).toBe(false)
  })
})
