import { preload } from 'react-dom'
import { IMAGE_SET } from '@/lib/image-set'
import { responsiveSources } from '@/shared/images'

interface ImageProps {
  /** The catalogue's path (`/images/courses/x.jpg`); any other URL is shown as it is. */
  src: string
  alt: string
  /** The master's shape: with them the browser keeps the space before the picture arrives. */
  width: number
  height: number
  /** How wide the picture is drawn (lib/image-sizes.ts). */
  sizes: string
  className?: string
  /** The page's largest paint: fetched first, and preloaded from the painted page's head. */
  priority?: boolean
  'data-testid'?: string
}

export type ResponsiveImageProps = ImageProps &
  (
    | { lazy?: false }
    | {
        /**
         * Below the fold: fetched only as it nears the screen, and on a painted phone page only once
         * the app's code has arrived or the reader scrolls (PHOTOS_WAIT_ATTRIBUTE in
         * first-paint/early-input-types.ts).
         */
        lazy: boolean
        /** The box the picture keeps while it waits (classes on the <picture>; the image fills it). */
        frame: string
        /**
         * In the first row of a wide layout: where the screen is at least 640 px wide
         * (WIDE_SCREEN), the painted head preloads it as early as an eager picture; on a phone,
         * where it lies below the first screen, it waits like any lazy picture.
         */
        firstRowWide?: boolean
      }
  )

/** Wider than a phone: the complement of the phone rule in styles.css that keeps lazy pictures waiting. */
export const WIDE_SCREEN = '(min-width: 640px)'

/**
 * Where a card sits in a grid at the top of its page: `first`, most likely the page's largest
 * paint; `first-row`, the rest of the widest layout's first row (below the first screen on a phone).
 */
export type CardPlace = 'first' | 'first-row' | undefined

/** The place of the card at `index` of a grid whose widest layout has `firstRow` cards in a row (0: not at the top). */
export const cardPlace = (index: number, firstRow: number): CardPlace =>
  index >= firstRow ? undefined : index === 0 ? 'first' : 'first-row'

/** A card's picture for its place: the first fetched first, the rest of the row as described at `firstRowWide`. */
export const cardPicture = (place: CardPlace) => ({
  lazy: place !== 'first',
  firstRowWide: place === 'first-row',
  priority: place === 'first',
})

/**
 * A catalogue photograph as a <picture>: AVIF, then WebP, then JPEG, each at the fixed widths
 * (src/shared/images.ts), so the browser downloads the smallest that fills `sizes` on its screen.
 * The server's first paint and the app render the same markup, so both pick the same file.
 */
export function ResponsiveImage(props: ResponsiveImageProps) {
  const { src, alt, width, height, sizes, className, priority = false, 'data-testid': testId } = props
  const lazy = props.lazy === true
  const frame = 'frame' in props ? props.frame : undefined
  const firstRowWide = lazy && 'firstRowWide' in props && props.firstRowWide === true
  const picture = responsiveSources(src, IMAGE_SET)
  const common = {
    alt,
    width,
    height,
    className,
    decoding: 'async' as const,
    loading: lazy ? ('lazy' as const) : ('eager' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    'data-testid': testId,
  }
  if (picture === null) return <img src={src} {...common} />
  const [best] = picture.sources
  // React preloads no image inside a <picture>; the page's largest one (and on a wide screen the
  // rest of its first row) is named here, with the same srcset and sizes, so that the painted
  // head asks for it before the markup is parsed. Browsers without AVIF skip this hint by its type
  // and pick from the <picture> as usual.
  if ((priority || firstRowWide) && best)
    preload(picture.img.src, {
      as: 'image',
      imageSrcSet: best.srcSet,
      imageSizes: sizes,
      type: best.type,
      ...(priority ? { fetchPriority: 'high' as const } : { media: WIDE_SCREEN }),
    })
  return (
    <picture className={frame} data-lazy={lazy ? '' : undefined}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img src={picture.img.src} srcSet={picture.img.srcSet} sizes={sizes} {...common} />
    </picture>
  )
}
