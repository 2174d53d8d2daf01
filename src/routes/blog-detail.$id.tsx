import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { z } from 'zod'
import { RouteError } from '../app-shell/route-error'
import { LoadingState } from '../components/states'
import { blogQueryOptions } from '../features/content/api/get-blog'
import { BlogArticle } from '../features/content/components/blog-article'
import { isApiError } from '../lib/api-client'
import { htmlToText, truncate } from '../lib/text'
import { BRAND } from '../lib/env'

const blogId = z.string().regex(/^\d{1,9}$/, 'Must be a numeric id.')

export const Route = createFileRoute('/blog-detail/$id')({
  staticData: { prerender: true },
  params: { parse: ({ id }) => ({ id: blogId.parse(id) }), stringify: ({ id }) => ({ id }) },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(blogQueryOptions(params.id)),
  head: ({ loaderData }) => ({
    meta: [
      { title: `${loaderData?.name ?? 'Blog'} — ${BRAND} Learning` },
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
function BlogError({ error }: ErrorComponentProps) {
  const notFound =
    (isApiError(error) && error.status === 404) || (error instanceof Error && error.cause instanceof z.ZodError)
  return (
    <Page>
      {notFound ? (
        <RouteError message="Blog not found." retry={false} back={{ to: '/blogs', label: 'See all blogs' }} />
      ) : (
        <RouteError
          message="Error fetching blog details. Please try again later."
          back={{ to: '/blogs', label: 'See all blogs' }}
        />
      )}
    </Page>
  )
}
