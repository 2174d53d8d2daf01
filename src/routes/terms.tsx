import { createFileRoute } from '@tanstack/react-router'
import { cmsRoute } from '../app-shell/cms-route'

export const Route = createFileRoute('/terms')(
  cmsRoute({
    id: '3',
    title: 'Terms and Conditions',
    description: 'The terms that apply when you use our website and buy our courses.',
  }),
)
