import { createFileRoute } from '@tanstack/react-router'
import { cmsRoute } from '../app-shell/cms-route'

export const Route = createFileRoute('/privacy-policies')(
  cmsRoute({
    id: '2',
    title: 'Privacy Policy',
    description: 'How we collect, use and protect your personal information.',
  }),
)
