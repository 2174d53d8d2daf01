import { createFileRoute } from '@tanstack/react-router'
import { loadSanitiserAhead } from '@/components/html-content'
import type { ReactNode } from 'react'
import { PageHeader } from '@/app-shell/page-header'
import { RouteError } from '@/components/route-error'
import { LoadingState } from '@/components/states'
import { faqsQueryOptions } from '@/features/content/api/get-faqs'
import { FaqAccordion } from '@/features/content/components/faq-accordion'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'

const TITLE = 'Frequently asked questions'

export const Route = createFileRoute('/faq')({
  staticData: { prerender: true },
  loader: ({ context, cause }) => {
    loadSanitiserAhead({ cause })
    return context.queryClient.ensureQueryData(faqsQueryOptions())
  },
  head: () => ({
    meta: [
      { title: pageTitle('FAQ') },
      {
        name: 'description',
        content: `Answers about our courses, certificates, accreditation, payment and company accounts at ${BRAND} Learning.`,
      },
    ],
  }),
  pendingComponent: () => (
    <Page>
      <LoadingState label="Loading questions…" />
    </Page>
  ),
  errorComponent: ({ error, reset }) => (
    <Page>
      <RouteError error={error} reset={reset} message="Error loading content." />
    </Page>
  ),
  component: () => (
    <Page>
      <FaqAccordion />
    </Page>
  ),
})

function Page({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title={TITLE} narrow>
        Quick answers about courses, certificates, payment and accounts.
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 pb-16 pt-4">{children}</div>
    </>
  )
}
