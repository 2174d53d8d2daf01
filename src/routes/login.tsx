import { createFileRoute } from '@tanstack/react-router'
import { searchParams, textParam } from '@/shared/contract/url'
import { AuthCard } from '@/features/auth/components/auth-card'
import { LoginForm } from '@/features/auth/components/login-form'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/login')({
  // Painted by the server: what is typed and sent before the app starts is kept (src/first-paint/).
  staticData: { prerender: true },
  // Where to go after login when no target was stored (docs/product-rules.md §4); checked again before use.
  validateSearch: searchParams(() => ({ from: textParam(2000) })),
  head: () => ({
    meta: [
      { title: pageTitle('Log in') },
      {
        name: 'description',
        content: `Log in to your ${BRAND} account to book training, pay for courses and see your orders.`,
      },
    ],
  }),
  component: LoginPage,
})

function LoginPage() {
  const { from } = Route.useSearch()
  return (
    <AuthCard title="Log in" intro="Welcome back. Log in to continue your learning.">
      <LoginForm from={from} />
    </AuthCard>
  )
}
