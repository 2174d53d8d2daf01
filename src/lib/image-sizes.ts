/**
 * How wide each catalogue picture is drawn, as a `sizes` attribute: the browser picks the width to
 * download from it before any CSS has loaded, so each must follow the layout's classes (Tailwind's
 * sm = 640 px, lg = 1024 px; pages are max-w-6xl/7xl with 16 px padding). "Save for offline" reads
 * the same values, to keep the sizes the course's page will ask for on this device.
 */
export const IMAGE_SIZES = {
  /** Course and blog cards: one column, two from sm, three from lg. */
  card: '(min-width: 1024px) 400px, (min-width: 640px) calc(50vw - 40px), calc(100vw - 32px)',
  /** The course page's main picture: full width, half the page from lg. */
  courseHero: '(min-width: 1152px) 536px, (min-width: 1024px) calc(50vw - 40px), calc(100vw - 32px)',
  /** The course page's four gallery buttons under it. */
  galleryThumb: '(min-width: 1152px) 125px, (min-width: 1024px) calc(12.5vw - 19px), calc(25vw - 17px)',
  /** The home page's hero: at most 512 px wide, half the page from lg. */
  homeHero: '(min-width: 1152px) 536px, (min-width: 1024px) calc(50vw - 40px), min(calc(100vw - 32px), 512px)',
  /** A blog's own picture, in a 768 px column. */
  blogArticle: '(min-width: 800px) 768px, calc(100vw - 32px)',
  categoryTile: '64px',
  cartLine: '(min-width: 640px) 128px, 96px',
  orderSummary: '64px',
  searchResult: '48px',
} as const
