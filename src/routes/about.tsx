import { createFileRoute } from '@tanstack/react-router'
import { cmsRoute } from '../app-shell/cms-route'

export const Route = createFileRoute('/about')(
  cmsRoute({
    id: '1',
    title: 'About Us',
    description: 'Who we are, what we teach and how we support care workers and providers across the UK.',
  }),
)
