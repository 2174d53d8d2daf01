import { useCallback, useEffect, useState } from 'react'
import { flushSync } from 'react-dom'

/**
 * Whether the page is being printed, for a component that renders its printed form only then.
 * The browser's `beforeprint` comes before it lays the page out for paper, so the printed form is
 * rendered synchronously (flushSync) inside it; `print()` does the same before the dialog opens
 * (the Print button). `afterprint` puts the screen's form back.
 */
export function usePrinting(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false)
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true))
    const after = () => setPrinting(false)
    window.addEventListener('beforeprint', before)
    window.addEventListener('afterprint', after)
    return () => {
      window.removeEventListener('beforeprint', before)
      window.removeEventListener('afterprint', after)
    }
  }, [])
  const print = useCallback(() => {
    flushSync(() => setPrinting(true))
    window.print()
  }, [])
  return { printing, print }
}
