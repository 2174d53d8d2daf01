import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import * as z from 'zod/mini'
import { numericId } from '../api/contract/url'
import { RouteError } from '../app-shell/route-error'
import { NotFoundState } from '../components/not-found-state'
import { LoadingState } from '../components/states'
import { blogQueryOptions } from '../features/content/api/get-blog'
import { BlogArticle } from '../features/content/components/blog-article'
import { isNotFound } from '../lib/api-client'
import { htmlToText, truncate } from '../lib/text'
import { BRAND } from '../lib/env'

export const Route = createFileRoute('/blog-detail/$id')({
  staticData: { prerender: true },
  params: { parse: ({ id }) => ({ id: numericId.parse(id) }), stringify: ({ id }) => ({ id }) },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(blogQueryOptions(params.id)),
  head: ({ loaderData, match }) => ({
    meta: [
      { title: `${loaderData?.name ?? (isMissing(match.error) ? 'Blog not found' : 'Blog')} | ${BRAND} Learning` },
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

/** A 404 or an id that cannot exist is "not found"; anything else may work on a retry. */
function isMissing(error: unknown): boolean {
  return isNotFound(error) || (error instanceof Error && error.cause instanceof z.core.$ZodError)
}

function BlogError({ error }: ErrorComponentProps) {
  if (isMissing(error)) {
    return (
      <NotFoundState
        title="Blog not found."
        hint="The blog may have been taken down, or the link may be mistyped."
        back={{ to: '/blogs', label: 'See all blogs' }}
      />
    )
  }
  return (
    <Page>
      <RouteError
        message="Error fetching blog details. Please try again later."
        back={{ to: '/blogs', label: 'See all blogs' }}
      />
    </Page>
  )
}
