import { createFileRoute } from '@tanstack/react-router'
import { CmsError, CmsFrame, CmsPending } from '../app-shell/cms-route'
import { cmsPageQueryOptions } from '../features/content/api/get-cms-page'
import { CmsContent } from '../features/content/components/cms-page'
import { pageTitle } from '../lib/page-title'

const TITLE = 'Privacy Policy'

export const Route = createFileRoute('/privacy-policies')({
  staticData: { prerender: true },
  loader: ({ context }) => context.queryClient.ensureQueryData(cmsPageQueryOptions('2')),
  head: () => ({
    meta: [
      { title: pageTitle(TITLE) },
      { name: 'description', content: 'How we collect, use and protect your personal information.' },
    ],
  }),
  pendingComponent: () => <CmsPending title={TITLE} />,
  errorComponent: ({ error }) => <CmsError title={TITLE} error={error} />,
  component: () => (
    <CmsFrame title={TITLE}>
      <CmsContent id="2" title={TITLE} />
    </CmsFrame>
  ),
})
