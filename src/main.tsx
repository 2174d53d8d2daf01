import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ErrorState } from './components/states'
import { PageSpinner } from './components/spinner'
import { readToken } from './features/auth/data/session'
import { startDraftSync } from './features/booking/data/draft-sync'
import { startContactOutbox } from './features/contact/data/outbox'
import { handleUnauthorized } from './features/auth/guards'
import { OfflineBanner } from './features/offline/components/offline-banner'
import { UpdateToast } from './features/offline/components/update-toast'
import { configureApiClient } from './lib/api-client'
import { createQueryClient } from './lib/query-client'
import { persistOptions } from './lib/query-persistence'
import { routeTree } from './routeTree.gen'
import './styles.css'

// The session lives in the auth feature: it supplies the bearer token, and a 401 sends the user to log in.
configureApiClient({ getToken: readToken, onUnauthorized: () => handleUnauthorized() })

// Work left from an earlier visit or made offline goes out at launch and whenever the connection returns.
startContactOutbox()
startDraftSync()

const queryClient = createQueryClient()

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders read the query cache, so the router keeps no data of its own.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultPendingComponent: PageSpinner,
  defaultErrorComponent: ({ error, reset }) => <ErrorState error={error} onRetry={reset} />,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions()}>
      <OfflineBanner />
      <RouterProvider router={router} />
      <UpdateToast />
    </PersistQueryClientProvider>
  </StrictMode>,
)
