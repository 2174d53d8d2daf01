// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { courseDetailResponse, type CourseDetail as Detail } from '@/shared/contract/catalogue'
import { courseFaqsQueryOptions } from '@/features/catalogue/api/get-course-faqs'
import { CourseDetail } from '@/features/catalogue/components/course-detail'
import { createQueryClient } from '@/lib/query-client'

afterEach(cleanup)

/** A course as the provider sends it, run through the contract like the app does. */
function detail(overrides: Record<string, unknown> = {}): Detail {
  return courseDetailResponse.parse({
    course: {
      id: 12,
      slug: 'dementia-awareness',
      name: 'Dementia Awareness',
      title: 'Dementia Awareness for Care Staff',
      image: '/images/courses/dementia-awareness.svg',
      gallery1: '/images/courses/dementia-awareness-2.svg',
      gallery2: '',
      gallery3: '/images/courses/dementia-awareness-4.svg',
      price: '25.00',
      short_description: 'Understand dementia and support people living with it.',
      description: '<p>What dementia is.</p><script>window.hacked = true</script>',
      what_you_learn: '<ul><li>Types of dementia</li></ul>',
      MOA: '',
      certification: null,
      key_features: '<p>   </p>',
      endorsement: '<p>CPD accredited.</p>',
      why_study_this_course: '<p>Because it matters.</p>',
      course_learning_outcomes: '',
      key_benefits: '<p>Confidence.</p>',
      career_impact: '<p>Progression.</p>',
      course_for: 'online',
      category_id: 3,
      ...overrides,
    },
    seo: { title: 'Dementia Awareness Course', description: 'Learn about dementia.' },
  })
}

async function renderDetail(ui: ReactNode) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(courseFaqsQueryOptions('dementia-awareness').queryKey, [
    { id: 1, question: 'How long does it take?', answer: '<p>About two hours.</p>' },
  ])
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return screen.findByRole('heading', { level: 1, name: 'Dementia Awareness' })
}

describe('CourseDetail', () => {
  it('renders only the sections that have content, sanitised', async () => {
    await renderDetail(
      <CourseDetail detail={detail()} addToCartSlot={<button type="button">Add to cart</button>} bookingSlot={null} />,
    )
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings).toEqual([
      'Description',
      'What you’ll learn',
      'Endorsement',
      'Why study this course',
      'Key benefits',
      'Career impact',
      'Frequently asked questions',
    ])
    expect(screen.getByRole('region', { name: 'Description' }).innerHTML).not.toContain('<script')
    expect(screen.getByText('£25.00', { exact: false })).toBeInTheDocument()
  })

  it('shows the main image and non-empty gallery images, switchable by thumbnail', async () => {
    await renderDetail(<CourseDetail detail={detail()} bookingSlot={null} />)
    const main = screen.getByRole('img', { name: /Dementia Awareness, image 1 of 3/ })
    expect(main).toHaveAttribute('src', '/images/courses/dementia-awareness.svg')
    expect(main).toHaveAttribute('width')
    expect(main).toHaveAttribute('height')
    const thumbs = within(screen.getByRole('list', { name: 'Course images' })).getAllByRole('button')
    expect(thumbs).toHaveLength(3)
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }))
    expect(screen.getByRole('img', { name: /image 3 of 3/ })).toHaveAttribute(
      'src',
      '/images/courses/dementia-awareness-4.svg',
    )
  })

  it('an online course shows the cart slot and no booking', async () => {
    await renderDetail(
      <CourseDetail
        detail={detail()}
        addToCartSlot={<button type="button">Add to cart</button>}
        bookingSlot={<button type="button">Book Now</button>}
      />,
    )
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument()
  })

  it.each([
    ['inhouse', 'In-house'],
    ['descriptive', 'Group booking'],
  ])('a %s course shows the booking slot instead of the cart, and the badge "%s"', async (courseFor, badge) => {
    await renderDetail(
      <CourseDetail
        detail={detail({ course_for: courseFor })}
        addToCartSlot={<button type="button">Add to cart</button>}
        bookingSlot={<button type="button">Book Now</button>}
      />,
    )
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument()
    expect(screen.queryByText('This course is delivered in-house at your workplace.')).not.toBeInTheDocument()
    expect(screen.getByText(badge, { exact: true })).toBeInTheDocument()
  })

  it('the FAQ accordion toggles with aria-expanded', async () => {
    await renderDetail(<CourseDetail detail={detail()} bookingSlot={null} />)
    const button = screen.getByRole('button', { name: 'How long does it take?' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('About two hours.')).not.toBeVisible()
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('About two hours.')).toBeVisible()
  })
})
