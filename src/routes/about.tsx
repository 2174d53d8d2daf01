import { createFileRoute } from '@tanstack/react-router'
import { CmsFrame, cmsRoute, type CmsPage } from '@/app-shell/cms-route'
import { CmsContent } from '@/features/content/components/cms-page'

const page: CmsPage = {
  id: '1',
  title: 'About Us',
  description: 'Who we are, what we teach and how we support care workers and providers across the UK.',
}

export const Route = createFileRoute('/about')({
  ...cmsRoute(page),
  component: () => (
    <CmsFrame title={page.title}>
      <CmsContent id={page.id} title={page.title} />
    </CmsFrame>
  ),
})
