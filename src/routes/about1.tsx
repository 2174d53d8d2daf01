import { createFileRoute } from '@tanstack/react-router'
import { AboutStory } from '@/features/content/components/about-story'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/about1')({
  staticData: { prerender: true },
  head: () => ({
    meta: [
      { title: pageTitle('Our mission and accreditation') },
      {
        name: 'description',
        content: `Why ${BRAND} Learning exists, what we teach, how our courses are accredited and why care workers choose us.`,
      },
    ],
  }),
  component: AboutStory,
})
