import type { MouseEvent } from 'react'
import { Icon } from '@/components/icons'

/**
 * docs/product-rules.md §1: the small section under the hero with a down-arrow anchor. The link works without
 * script (a plain fragment); with script it scrolls smoothly and moves focus to the next section.
 */
export function ScrollCue({ targetId }: { targetId: string }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId)
    if (!target) return
    event.preventDefault()
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    // Land below the sticky header, whose height differs between phone and desktop.
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0
    const top = target.getBoundingClientRect().top + window.scrollY - header - 8
    window.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' })
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }

  return (
    <div className="flex justify-center bg-white py-4">
      <a
        href={`#${targetId}`}
        onClick={onClick}
        aria-label="Scroll to the course categories"
        className="grid size-12 place-items-center rounded-full border border-brand-200 bg-white text-brand-800 shadow-sm transition hover:bg-brand-50 motion-safe:hover:translate-y-0.5"
      >
        <Icon name="arrow-down" className="size-6" />
      </a>
    </div>
  )
}
