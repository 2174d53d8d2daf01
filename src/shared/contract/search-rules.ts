/** docs/product-rules.md §5 and §9, for every search box: at least 3 characters, applied 500 ms after the last key. */
export const SEARCH_MIN_LENGTH = 3
export const SEARCH_DEBOUNCE_MS = 500
/** The header search's answer holds at most this many of the best matches; /courses lists them all. */
export const SEARCH_RESULTS_MAX = 20

export const SEARCH_MESSAGES = {
  tooShort: 'Please enter at least 3 characters.',
  noMatch: 'No courses found for the given search query.',
  failed: 'No courses found',
} as const
