// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ResponsiveImage } from '@/components/responsive-image'
import { CourseGallery } from '@/features/catalogue/components/course-gallery'
import { IMAGE_SIZES } from '@/lib/image-sizes'
import { IMAGE_KINDS } from '@/shared/images'

afterEach(cleanup)

// vitest.config.ts builds the app with the photographs' version '7e57'.
const srcset = (key: string, format: string) =>
  [160, 320, 640, 960, 1280, 1600].map((w) => `/img/7e57/${w}/${key}.${format} ${w}w`).join(', ')

function pictureOf(img: HTMLElement) {
  const picture = img.parentElement
  expect(picture?.tagName).toBe('PICTURE')
  return [...picture!.querySelectorAll('source')].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }))
}

describe('ResponsiveImage', () => {
  it('offers AVIF, then WebP, then JPEG at every width, with the layout’s sizes and the master’s shape', () => {
    render(
      <ResponsiveImage
        src="/images/courses/dementia-awareness.jpg"
        alt="Dementia Awareness"
        width={1600}
        height={1000}
        sizes={IMAGE_SIZES.card}
        lazy
        frame="block aspect-video"
      />,
    )
    const img = screen.getByRole('img', { name: 'Dementia Awareness' })
    expect(pictureOf(img)).toEqual([
      { type: 'image/avif', srcset: srcset('courses/dementia-awareness', 'avif'), sizes: IMAGE_SIZES.card },
      { type: 'image/webp', srcset: srcset('courses/dementia-awareness', 'webp'), sizes: IMAGE_SIZES.card },
    ])
    expect(img).toHaveAttribute('src', '/img/7e57/960/courses/dementia-awareness.jpg')
    expect(img).toHaveAttribute('srcset', srcset('courses/dementia-awareness', 'jpg'))
    expect(img).toHaveAttribute('sizes', IMAGE_SIZES.card)
    expect(img).toHaveAttribute('width', '1600')
    expect(img).toHaveAttribute('height', '1000')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).not.toHaveAttribute('fetchpriority')
    // Marked as one that may wait for the app on a phone, in a frame that keeps its place meanwhile.
    expect(img.parentElement).toHaveAttribute('data-lazy', '')
    expect(img.parentElement).toHaveClass('block', 'aspect-video')
  })

  it('fetches the page’s largest picture first', () => {
    render(<ResponsiveImage src="/images/home/hero.jpg" alt="" width={1600} height={1067} sizes="100vw" priority />)
    const img = document.querySelector('img')!
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(img.parentElement).not.toHaveAttribute('data-lazy')
  })

  it('shows a picture the pipeline does not make (an SVG, another site’s) as it is', () => {
    render(<ResponsiveImage src="/images/partners/x.svg" alt="Partner" width={240} height={96} sizes="240px" />)
    const img = screen.getByRole('img', { name: 'Partner' })
    expect(img.parentElement?.tagName).not.toBe('PICTURE')
    expect(img).toHaveAttribute('src', '/images/partners/x.svg')
    expect(img).not.toHaveAttribute('srcset')
    expect(img).toHaveAttribute('width', '240')
  })

  it('the server’s paint preloads the largest picture with its srcset, and the app hydrates the same picture', () => {
    const ui = (
      <ResponsiveImage
        src="/images/home/hero.jpg"
        alt="Care workers"
        width={IMAGE_KINDS.hero.width}
        height={IMAGE_KINDS.hero.height}
        sizes={IMAGE_SIZES.homeHero}
        priority
      />
    )
    const html = renderToString(ui)
    // React writes its preload ahead of the markup; server/pages/renderer.ts moves it into <head>.
    const preload = /^<link [^>]*>/.exec(html)?.[0] ?? ''
    expect(preload).toContain('rel="preload"')
    expect(preload).toContain('as="image"')
    expect(preload).toContain('type="image/avif"')
    expect(preload).toContain('fetchPriority="high"')
    expect(preload).toContain(`imageSrcSet="${srcset('home/hero', 'avif')}"`)
    expect(preload).toContain(`imageSizes="${IMAGE_SIZES.homeHero}"`)
    // No lazy or below-the-fold picture is preloaded.
    expect(
      renderToString(
        <ResponsiveImage src="/images/blogs/1.jpg" alt="" width={1600} height={900} sizes="1px" lazy frame="block" />,
      ),
    ).not.toContain('<link')

    const container = document.createElement('div')
    container.innerHTML = html.slice(preload.length)
    document.body.append(container)
    const painted = container.innerHTML
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable: unknown[] = []
    act(() => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) })
    })
    expect(errors).not.toHaveBeenCalled()
    expect(recoverable).toEqual([])
    expect(container.innerHTML).toBe(painted)
    errors.mockRestore()
    container.remove()
  })

  it('names the rest of a wide screen’s first row in the painted head, for wide screens only', () => {
    const ui = (
      <ResponsiveImage
        src="/images/blogs/2.jpg"
        alt=""
        width={IMAGE_KINDS.blog.width}
        height={IMAGE_KINDS.blog.height}
        sizes={IMAGE_SIZES.card}
        lazy
        firstRowWide
        frame="block"
      />
    )
    const html = renderToString(ui)
    const preload = /^<link [^>]*>/.exec(html)?.[0] ?? ''
    expect(preload).toContain(`imageSrcSet="${srcset('blogs/2', 'avif')}"`)
    expect(preload).toContain('media="(min-width: 640px)"')
    expect(preload).not.toContain('fetchPriority')
    // The picture itself stays lazy, so that on a phone it waits below the fold.
    expect(html.slice(preload.length)).toContain('loading="lazy"')
  })
})

describe('CourseGallery', () => {
  const images = [
    '/images/courses/dementia-awareness.jpg',
    '/images/courses/dementia-awareness-2.jpg',
    '',
    '/images/courses/dementia-awareness-4.jpg',
  ]

  it('draws the main picture at the page’s width and the buttons at a quarter of it', async () => {
    render(<CourseGallery images={images} name="Dementia Awareness" />)
    const main = screen.getByTestId('gallery-main')
    expect(main).toHaveAttribute('sizes', IMAGE_SIZES.courseHero)
    expect(main).toHaveAttribute('fetchpriority', 'high')
    expect(main).toHaveAttribute('width', String(IMAGE_KINDS.course.width))
    expect(main).toHaveAttribute('height', String(IMAGE_KINDS.course.height))
    const buttons = within(screen.getByRole('list', { name: 'Course images' })).getAllByRole('button')
    expect(buttons).toHaveLength(3)
    for (const button of buttons) {
      const thumb = button.querySelector('img')!
      expect(thumb).toHaveAttribute('sizes', IMAGE_SIZES.galleryThumb)
      expect(thumb).toHaveAttribute('width', String(IMAGE_KINDS.course.width))
      expect(thumb).toHaveAttribute('height', String(IMAGE_KINDS.course.height))
    }
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }))
    const shown = screen.getByTestId('gallery-main')
    expect(shown).toHaveAttribute('src', '/img/7e57/960/courses/dementia-awareness-4.jpg')
    expect(pictureOf(shown)[0]?.srcset).toBe(srcset('courses/dementia-awareness-4', 'avif'))
  })
})
