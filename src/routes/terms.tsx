import { createFileRoute } from '@tanstack/react-router'
import { CmsError, CmsFrame, CmsPending } from '../app-shell/cms-route'
import { cmsPageQueryOptions } from '../features/content/api/get-cms-page'
import { CmsContent } from '../features/content/components/cms-page'
import { pageTitle } from '../lib/page-title'

const TITLE = 'Terms and Conditions'

export const Route = createFileRoute('/terms')({
  staticData: { prerender: true },
  loader: ({ context }) => context.queryClient.ensureQueryData(cmsPageQueryOptions('3')),
  head: () => ({
    meta: [
      { title: pageTitle(TITLE) },
      { name: 'description', content: 'The terms that apply when you use our website and buy our courses.' },
    ],
  }),
  pendingComponent: () => <CmsPending title={TITLE} />,
  errorComponent: ({ error }) => <CmsError title={TITLE} error={error} />,
  component: () => (
    <CmsFrame title={TITLE}>
      <CmsContent id="3" title={TITLE} />
    </CmsFrame>
  ),
})
