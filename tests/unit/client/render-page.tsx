import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'

/**
 * Renders a component at `/` inside a router that also has a /login page and any other `pages`
 * (a path and the text its placeholder page shows), with a query client that does not retry a
 * failed mutation. Returns the router, to read where the component navigated.
 */
export function renderPage(Page: () => ReactNode, pages: Record<string, string> = {}) {
  const root = createRootRoute({ component: Outlet })
  const placeholders = Object.entries({ '/login': 'The login page', ...pages }).map(([path, text]) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>{text}</p> }),
  )
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: Page }),
      ...placeholders,
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

/** jsdom has <dialog> but not its modal methods: a modal opens and closes as `open` says. */
export function provideModalDialogs(): void {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
}
