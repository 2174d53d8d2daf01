import { createFileRoute } from '@tanstack/react-router'
import { CmsError, CmsFrame, CmsPending } from '../app-shell/cms-route'
import { cmsPageQueryOptions } from '../features/content/api/get-cms-page'
import { CmsContent } from '../features/content/components/cms-page'
import { pageTitle } from '../lib/page-title'

const TITLE = 'About Us'

export const Route = createFileRoute('/about')({
  staticData: { prerender: true },
  loader: ({ context }) => context.queryClient.ensureQueryData(cmsPageQueryOptions('1')),
  head: () => ({
    meta: [
      { title: pageTitle(TITLE) },
      {
        name: 'description',
        content: 'Who we are, what we teach and how we support care workers and providers across the UK.',
      },
    ],
  }),
  pendingComponent: () => <CmsPending title={TITLE} />,
  errorComponent: ({ error }) => <CmsError title={TITLE} error={error} />,
  component: () => (
    <CmsFrame title={TITLE}>
      <CmsContent id="1" title={TITLE} />
    </CmsFrame>
  ),
})
