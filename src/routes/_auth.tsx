import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '@/features/auth/data/guards'

/**
 * The pages that need a session (src/routes/_auth/: the dashboard, the team, the cart's and a
 * booking's payment), under one pathless layout: without a session the page is stored as the
 * redirect target and the user goes to /login, and back here afterwards (docs/product-rules.md §6).
 * The session is handed to the pages' own `beforeLoad` as `context.session`.
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location, preload }) => ({
    session: context.paintedSession ?? requireSession({ preload, href: location.href }),
  }),
  // The server paints the pages below that allow it for the session the navigation carries.
  staticData: { prerender: 'signed-in' },
})
