import type { EmblaCarouselType } from 'embla-carousel'
import type { AutoplayType } from 'embla-carousel-autoplay'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useBrowserValue } from '@/lib/browser-value'
import { QueryState } from '@/components/states'
import type { Partner } from '@/shared/contract/content'
import { usePartners } from '../api/get-partners'
import { Icon, SolidIcon } from '@/components/icons'

/** docs/product-rules.md §9: a slide every 3000 ms; embla's `duration` of 30 takes about 500 ms. */
const AUTOPLAY_DELAY_MS = 3000
const SCROLL_DURATION = 30

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function onReducedMotionChange(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return <Icon name={direction === 'left' ? 'chevron-left' : 'chevron-right'} className="size-5" strokeWidth={2.2} />
}

const controlClass =
  'grid size-11 shrink-0 place-items-center rounded-full border border-slate-300 bg-white text-brand-800 shadow-sm transition hover:bg-brand-50'

/**
 * Embla and its autoplay (~8 KB gzip) load when the carousel comes near the screen: the
 * server-painted slides are already in place, so a visit that never scrolls this far needs neither.
 */
function useCarouselWhenVisible() {
  const viewportRef = useRef<HTMLDivElement>(null)
  const [carousel, setCarousel] = useState<{ embla: EmblaCarouselType; autoplay: AutoplayType }>()
  useEffect(() => {
    const node = viewportRef.current
    if (!node) return
    let stopped = false
    let embla: EmblaCarouselType | undefined
    const start = async () => {
      const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([
        import('embla-carousel'),
        import('embla-carousel-autoplay'),
      ])
      if (stopped) return
      // Pausing is ours (hover or focus anywhere in the region, including its buttons, or the pause button).
      const autoplay = Autoplay({
        delay: AUTOPLAY_DELAY_MS,
        playOnInit: false,
        stopOnInteraction: false,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      })
      embla = EmblaCarousel(node, { loop: true, align: 'start', duration: SCROLL_DURATION }, [autoplay])
      setCarousel({ embla, autoplay })
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void start()
      },
      { rootMargin: '300px' },
    )
    observer.observe(node)
    return () => {
      stopped = true
      observer.disconnect()
      embla?.destroy()
    }
  }, [])
  return [viewportRef, carousel] as const
}

function Carousel({ partners }: { partners: Partner[] }) {
  // Paused for reduced motion unless the user says otherwise; playing in the server's paint.
  const reducedMotion = useBrowserValue(() => window.matchMedia(REDUCED_MOTION).matches, false, onReducedMotionChange)
  const [viewportRef, carousel] = useCarouselWhenVisible()
  const emblaApi = carousel?.embla
  const [chosenPause, setChosenPause] = useState<boolean>()
  const userPaused = chosenPause ?? reducedMotion
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const shouldPlay = !userPaused && !hovered && !focused

  useEffect(() => {
    if (!carousel) return
    const { embla, autoplay } = carousel
    if (shouldPlay) autoplay.play()
    else autoplay.stop()
    // The plugin restarts itself after a drag; hold it while we want it paused.
    const hold = () => {
      if (!shouldPlay) autoplay.stop()
    }
    embla.on('autoplay:play', hold)
    return () => {
      embla.off('autoplay:play', hold)
    }
  }, [carousel, shouldPlay])

  const previous = useCallback(() => emblaApi?.scrollPrev(), [emblaApi])
  const next = useCallback(() => emblaApi?.scrollNext(), [emblaApi])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      previous()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      next()
    }
  }

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Our partners"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
      className="flex flex-col gap-4"
    >
      <div ref={viewportRef} className="relative overflow-hidden" aria-live={shouldPlay ? 'off' : 'polite'}>
        <div className="embla-track -ml-4 flex touch-pan-y">
          {partners.map((partner, index) => {
            const logo = (
              <img
                src={partner.logo}
                alt={partner.name}
                width={240}
                height={96}
                loading="lazy"
                decoding="async"
                className="h-16 w-full object-contain"
              />
            )
            return (
              <div
                key={partner.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${partners.length}`}
                className="min-w-0 shrink-0 grow-0 basis-1/3 pl-4 md:basis-1/5"
              >
                <div className="grid h-24 place-items-center rounded-xl border border-slate-200 bg-white p-3">
                  {partner.url ? (
                    <a href={partner.url} target="_blank" rel="noopener noreferrer" className="block w-full rounded">
                      {logo}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    logo
                  )}
                </div>
              </div>
            )
          })}
        </div>
      </div>
      <div className="flex justify-center gap-3">
        <button type="button" onClick={previous} aria-label="Previous partners" className={controlClass}>
          <Arrow direction="left" />
        </button>
        <button
          type="button"
          onClick={() => setChosenPause(!userPaused)}
          aria-label={userPaused ? 'Play the partner carousel' : 'Pause the partner carousel'}
          className={controlClass}
        >
          {userPaused ? <SolidIcon name="play" className="size-5" /> : <SolidIcon name="pause" className="size-5" />}
        </button>
        <button type="button" onClick={next} aria-label="Next partners" className={controlClass}>
          <Arrow direction="right" />
        </button>
      </div>
    </div>
  )
}

/** Partner logos in an auto-playing carousel that respects reduced motion and can be paused. */
export function PartnerCarousel() {
  const query = usePartners()

  return (
    <section aria-labelledby="partners-heading" className="bg-slate-50 px-4 py-14">
      <div className="mx-auto max-w-6xl">
        <h2 id="partners-heading" className="text-center text-3xl font-bold text-ink">
          Trusted by care providers
        </h2>
        <div className="mt-8">
          <QueryState query={query} loading="Loading partners…" empty="No partners to show yet.">
            {(data) => <Carousel partners={data} />}
          </QueryState>
        </div>
      </div>
    </section>
  )
}
