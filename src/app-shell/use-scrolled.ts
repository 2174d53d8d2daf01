import { useEffect, useState } from 'react'

/** docs/product-rules.md §9: the header takes its scrolled style after 50 px. */
export const SCROLLED_AFTER_PX = 50

export function useScrolled(threshold = SCROLLED_AFTER_PX): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    // The first reading waits for the next frame: read during React's commit, scrollY made the
    // browser lay out the whole new page there and then (~70 ms of an offline start's render task).
    const frame = requestAnimationFrame(update)
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
    }
  }, [threshold])
  return scrolled
}
