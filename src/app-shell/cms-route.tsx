import type { ErrorComponentProps, LoaderFnContext } from '@tanstack/react-router'
import { loadSanitiserAhead } from '@/components/html-content'
import type { ReactNode } from 'react'
import { LoadingState } from '@/components/states'
import { cmsPageQueryOptions, type CmsPageId } from '@/features/content/api/get-cms-page'
import { pageTitle } from '@/lib/page-title'
import type { RouterContext } from '@/routes/__root'
import { PageHeader } from './page-header'
import { RouteError } from '@/components/route-error'

/** The frame of a CMS page route: heading, then the content, its loading state or its error. */
export function CmsFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article>
      <PageHeader title={title} narrow />
      <div className="mx-auto max-w-3xl px-4 pb-16 pt-4">{children}</div>
    </article>
  )
}

export function CmsPending({ title }: { title: string }) {
  return (
    <CmsFrame title={title}>
      <LoadingState label="Loading…" />
    </CmsFrame>
  )
}

/** docs/product-rules.md §8: the CMS pages have one message for every failure. */
export function CmsError({ title, error, reset }: { title: string; error: unknown; reset: () => void }) {
  return (
    <CmsFrame title={title}>
      <RouteError error={error} reset={reset} message="Error loading content." />
    </CmsFrame>
  )
}

export interface CmsPage {
  id: CmsPageId
  title: string
  description: string
}

/**
 * A CMS page's route, all but its component: the page's content by id, its title, its loading and
 * error states. The component stays written in the route file, so that the router's code
 * splitting moves it, and the sanitiser its content needs, out of the start-up code.
 */
export function cmsRoute(page: CmsPage) {
  return {
    staticData: { prerender: true },
    loader: ({ context, cause }: { context: RouterContext } & Pick<LoaderFnContext, 'cause'>) => {
      loadSanitiserAhead({ cause })
      return context.queryClient.ensureQueryData(cmsPageQueryOptions(page.id))
    },
    head: () => ({ meta: [{ title: pageTitle(page.title) }, { name: 'description', content: page.description }] }),
    pendingComponent: () => <CmsPending title={page.title} />,
    errorComponent: ({ error, reset }: ErrorComponentProps) => (
      <CmsError title={page.title} error={error} reset={reset} />
    ),
  }
}
