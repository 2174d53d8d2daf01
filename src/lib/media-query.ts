import { useBrowserValue } from './browser-value'

/**
 * Whether a CSS media query matches now, following it as it changes (a phone turned, a window
 * resized): for a component that renders one layout or another instead of both and hiding one.
 * `fallback` stands in the server's paint and while hydrating; null, to render for either answer.
 */
export function useMediaQuery<Fallback extends boolean | null = false>(
  query: string,
  fallback: Fallback = false as Fallback,
): boolean | Fallback {
  return useBrowserValue<boolean | Fallback>(
    () => window.matchMedia(query).matches,
    fallback,
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
  )
}
