import { createFileRoute } from '@tanstack/react-router'
import { SavedCourses } from '../features/catalogue/components/saved-courses'
import { BRAND } from '../lib/env'

export const Route = createFileRoute('/saved')({
  head: () => ({
    meta: [
      { title: `Saved for offline | ${BRAND} Learning` },
      { name: 'description', content: 'Courses saved on this device, readable without a connection.' },
    ],
  }),
  component: SavedCourses,
})
