/**
 * No reload asked for by script while the person is leaving the page (the early-input script knows
 * when: early-input.ts). Firefox stops a page's loads the moment a navigation away starts, and the
 * router, finding that a route's code failed to arrive, reloads the page to fetch it again
 * (lazyRouteComponent in @tanstack/react-router): that reload would replace the navigation the
 * person asked for. Engines with the Navigation API let the page cancel a navigation of its own;
 * without it, the router's reload goes ahead as before.
 */

/** The part of the Navigation API's `navigate` event read here (TypeScript's DOM types lack it). */
interface NavigateEvent extends Event {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse'
}

export function dropReloadsWhileLeaving(): void {
  const navigation = (window as { navigation?: EventTarget }).navigation
  navigation?.addEventListener('navigate', (event) => {
    if ((event as NavigateEvent).navigationType === 'reload' && window.earlyInput?.leaving()) event.preventDefault()
  })
}
