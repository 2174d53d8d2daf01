import { createFileRoute } from '@tanstack/react-router'
import { CmsFrame, cmsRoute, type CmsPage } from '@/app-shell/cms-route'
import { CmsContent } from '@/features/content/components/cms-page'

const page: CmsPage = {
  id: '3',
  title: 'Terms and Conditions',
  description: 'The terms that apply when you use our website and buy our courses.',
}

export const Route = createFileRoute('/terms')({
  ...cmsRoute(page),
  component: () => (
    <CmsFrame title={page.title}>
      <CmsContent id={page.id} title={page.title} />
    </CmsFrame>
  ),
})
