import { createFileRoute } from '@tanstack/react-router'
import { categoriesQueryOptions } from '@/features/catalogue/api/get-categories'
import { CategoryTiles } from '@/features/catalogue/components/category-tiles'
import { FeaturedCourses } from '@/features/catalogue/components/featured-courses'
import { blogsQueryOptions } from '@/features/content/api/get-blogs'
import { homeDataQueryOptions } from '@/features/content/api/get-home-data'
import { partnersQueryOptions } from '@/features/content/api/get-partners'
import { AccreditedBanner } from '@/features/content/components/accredited-banner'
import { Brochures } from '@/features/content/components/brochures'
import { HomeHero } from '@/features/content/components/home-hero'
import { IntroVideo } from '@/features/content/components/intro-video'
import { LatestBlogs } from '@/features/content/components/latest-blogs'
import { PartnerCarousel } from '@/features/content/components/partner-carousel'
import { ScrollCue } from '@/features/content/components/scroll-cue'
import { WhyChoose } from '@/features/content/components/why-choose'
import { BRAND } from '@/lib/env'

export const Route = createFileRoute('/')({
  staticData: { prerender: true },
  // Start every section's request at once, but wait for none: each section shows its own state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(categoriesQueryOptions())
    void queryClient.prefetchQuery(homeDataQueryOptions())
    void queryClient.prefetchQuery(blogsQueryOptions())
    void queryClient.prefetchQuery(partnersQueryOptions())
  },
  head: () => ({
    meta: [
      { title: `${BRAND} Learning — accredited health and social care training` },
      {
        name: 'description',
        content: `CPD-accredited health and social care courses from ${BRAND} Learning: study online or offline on your phone and get your certificate at once.`,
      },
    ],
  }),
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <HomeHero />
      <ScrollCue targetId="categories" />
      <CategoryTiles />
      <FeaturedCourses />
      <IntroVideo />
      <WhyChoose />
      <Brochures />
      <LatestBlogs />
      <AccreditedBanner />
      <PartnerCarousel />
    </>
  )
}
