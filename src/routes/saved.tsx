import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '@/features/auth/data/session'
import { SavedCourses } from '@/features/catalogue/components/saved-courses'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/saved')({
  head: () => ({
    meta: [
      { title: pageTitle('Saved for offline') },
      { name: 'description', content: 'Courses saved on this device, readable without a connection.' },
    ],
  }),
  component: SavedPage,
})

function SavedPage() {
  return <SavedCourses signedIn={useSession() !== null} />
}
