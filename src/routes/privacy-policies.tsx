import { createFileRoute } from '@tanstack/react-router'
import { CmsFrame, cmsRoute, type CmsPage } from '@/app-shell/cms-route'
import { CmsContent } from '@/features/content/components/cms-page'

const page: CmsPage = {
  id: '2',
  title: 'Privacy Policy',
  description: 'How we collect, use and protect your personal information.',
}

export const Route = createFileRoute('/privacy-policies')({
  ...cmsRoute(page),
  component: () => (
    <CmsFrame title={page.title}>
      <CmsContent id={page.id} title={page.title} />
    </CmsFrame>
  ),
})
