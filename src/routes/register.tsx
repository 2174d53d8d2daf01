import { createFileRoute } from '@tanstack/react-router'
import { searchParams, textParam } from '@/shared/contract/url'
import { AuthCard } from '@/features/auth/components/auth-card'
import { RegisterForm } from '@/features/auth/components/register-form'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/register')({
  validateSearch: searchParams(() => ({ from: textParam(2000) })),
  head: () => ({
    meta: [
      { title: pageTitle('Create an account') },
      {
        name: 'description',
        content: `Register with ${BRAND} as an individual or a company to buy and book accredited health and social care training.`,
      },
    ],
  }),
  component: RegisterPage,
})

function RegisterPage() {
  const { from } = Route.useSearch()
  return (
    <AuthCard
      wide
      title="Create your account"
      intro="Register as an individual learner or as a company training its team. All fields are required."
    >
      <RegisterForm from={from} />
    </AuthCard>
  )
}
