import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { loadSanitiserAhead } from '@/components/html-content'
import type { ReactNode } from 'react'
import { numericId } from '@/shared/contract/url'
import { RouteError } from '@/components/route-error'
import { NotFoundState } from '@/components/not-found-state'
import { LoadingState } from '@/components/states'
import { blogQueryOptions } from '@/features/content/api/get-blog'
import { BlogArticle } from '@/features/content/components/blog-article'
import { isNotFound } from '@/lib/api-client'
import { isMissing } from '@/lib/route-status'
import { htmlToText, truncate } from '@/lib/text'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'
import { parseParam } from '@/lib/route-params'

export const Route = createFileRoute('/blog-detail/$id')({
  staticData: { prerender: true },
  loader: ({ context, params, cause }) => {
    loadSanitiserAhead({ cause })
    return context.queryClient.ensureQueryData(blogQueryOptions(parseParam(numericId, params.id)))
  },
  head: ({ loaderData, match }) => ({
    meta: [
      {
        title: pageTitle(loaderData?.name ?? (isMissing(match) ? 'Blog not found' : 'Blog')),
      },
      {
        name: 'description',
        content: loaderData ? truncate(htmlToText(loaderData.description), 155) : `A blog from ${BRAND} Learning.`,
      },
    ],
  }),
  pendingComponent: () => (
    <Page>
      <LoadingState label="Loading blog…" />
    </Page>
  ),
  errorComponent: BlogError,
  notFoundComponent: BlogNotFound,
  component: BlogPage,
})

function Page({ children }: { children: ReactNode }) {
  return <div className="px-4 pb-16 pt-8">{children}</div>
}

function BlogPage() {
  const { id } = Route.useParams()
  return (
    <Page>
      <BlogArticle id={id} />
    </Page>
  )
}

function BlogNotFound() {
  return (
    <NotFoundState
      title="Blog not found."
      hint="The blog may have been taken down, or the link may be mistyped."
      back={{ to: '/blogs', label: 'See all blogs' }}
    />
  )
}

/** An unknown blog is a not-found page; anything else may work on a retry. */
function BlogError({ error, reset }: ErrorComponentProps) {
  if (isNotFound(error)) return <BlogNotFound />
  return (
    <Page>
      <RouteError
        error={error}
        reset={reset}
        message="Error fetching blog details. Please try again later."
        back={{ to: '/blogs', label: 'See all blogs' }}
      />
    </Page>
  )
}
