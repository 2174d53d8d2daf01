import { useEffect, useState } from 'react'

/** SPEC.md §9: the header takes its scrolled style after 50 px. */
export const SCROLLED_AFTER_PX = 50

export function useScrolled(threshold = SCROLLED_AFTER_PX): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}
