import { useEffect, useRef, useState } from 'react'

/**
 * True while `active` is, and for at least `minMs` after it last became true (docs/product-rules.md §9: the
 * course list spinner lasts at least 1500 ms). Never true when `active` never was, so cached data
 * shows at once.
 */
export function useMinimumDuration(active: boolean, minMs: number): boolean {
  const [holding, setHolding] = useState(active)
  const [wasActive, setWasActive] = useState(active)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    if (!active) return
    // A timer callback, not an effect cleanup, ends the hold: it must outlive `active` turning false.
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setHolding(false), minMs)
  }, [active, minMs])

  useEffect(() => () => clearTimeout(timer.current), [])

  // A new load starts a new hold (state adjusted during render, so the first frame already shows it).
  if (active !== wasActive) {
    setWasActive(active)
    if (active) setHolding(true)
  }
  return active || holding
}
