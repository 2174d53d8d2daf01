import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PageHeader } from '@/app-shell/page-header'
import { RouteError } from '@/components/route-error'
import { LoadingState } from '@/components/states'
import { blogsQueryOptions } from '@/features/content/api/get-blogs'
import { BlogList } from '@/features/content/components/blog-list'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'

const TITLE = 'Blogs'

export const Route = createFileRoute('/blogs')({
  staticData: { prerender: true },
  loader: ({ context }) => context.queryClient.ensureQueryData(blogsQueryOptions()),
  head: () => ({
    meta: [
      { title: pageTitle(TITLE) },
      {
        name: 'description',
        content: `News, guidance and practical tips for care workers and care providers from ${BRAND} Learning.`,
      },
    ],
  }),
  pendingComponent: () => (
    <Page>
      <LoadingState label="Loading blogs…" />
    </Page>
  ),
  errorComponent: ({ error, reset }) => (
    <Page>
      <RouteError error={error} reset={reset} message="Error fetching blogs. Please try again later." />
    </Page>
  ),
  component: () => (
    <Page>
      <BlogList />
    </Page>
  ),
})

function Page({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title={TITLE}>Guidance, news and practical tips for everyone working in care.</PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-4">{children}</div>
    </>
  )
}
