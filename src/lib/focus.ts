/**
 * A ref callback that focuses its element when it appears: for a control that replaces the one the
 * user just used (which took keyboard focus away with it). One function for every caller, so React
 * calls it when the element mounts or the ref is first given, not on every render.
 */
export const focusOnMount = (element: HTMLElement | null): void => element?.focus()
