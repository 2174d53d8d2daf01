import type { ReactNode } from 'react'
import { LoadingState } from '../components/states'
import { PageHeader } from './page-header'
import { RouteError } from './route-error'

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

/** SPEC.md §8: the CMS pages have one message for every failure. */
export function CmsError({ title, error }: { title: string; error: unknown }) {
  return (
    <CmsFrame title={title}>
      <RouteError error={error} message="Error loading content." />
    </CmsFrame>
  )
}
