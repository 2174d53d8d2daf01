import { useState } from 'react'
import type { HomeData } from '@/shared/contract/content'
import { QueryState } from '@/components/states'
import { useHomeData } from '../api/get-home-data'
import { useBrowserValue } from '@/lib/browser-value'
import { BRAND } from '@/lib/env'
import { formatCount } from './format-count'
import { SolidIcon } from '@/components/icons'

const COUNTERS = [
  { key: 'count_1', label: 'Learners trained' },
  { key: 'count_2', label: 'Courses' },
  { key: 'count_3', label: 'Organisations' },
  { key: 'count_4', label: 'Years of experience' },
] as const

/** Only a video served by this site plays inline: nothing may load from another host. */
function playableUrl(url: string): string | null {
  if (!url) return null
  try {
    const resolved = new URL(url, window.location.origin)
    return resolved.origin === window.location.origin ? resolved.href : null
  } catch {
    return null
  }
}

function VideoPoster({ data }: { data: HomeData }) {
  const [playing, setPlaying] = useState(false)
  // The site's origin is the browser's to tell: the server's paint shows the poster alone.
  const src = useBrowserValue(() => playableUrl(data.video_url), null)
  const poster = data.video_image || '/images/home/intro-video.svg'

  if (src && playing) {
    return (
      <video
        src={src}
        poster={poster}
        controls
        autoPlay
        playsInline
        width={640}
        height={360}
        className="aspect-video w-full rounded-2xl bg-black"
      >
        Your browser cannot play this video.
      </video>
    )
  }

  const image = (
    <img
      src={poster}
      alt={src ? '' : `Welcome to ${BRAND}: accredited training for health and social care`}
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      className="aspect-video w-full rounded-2xl object-cover"
    />
  )

  // Without a video to play, the poster stands alone (no player, no control that does nothing).
  if (!src) {
    return (
      <figure>
        <div className="overflow-hidden rounded-2xl shadow-lg">{image}</div>
        <figcaption className="mt-2 text-center text-sm text-muted">Our introduction video is coming soon.</figcaption>
      </figure>
    )
  }

  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block w-full overflow-hidden rounded-2xl shadow-lg"
      aria-label="Play the introduction video"
    >
      {image}
      <span
        aria-hidden="true"
        className="absolute inset-0 grid place-items-center bg-black/10 transition group-hover:bg-black/20"
      >
        <span className="grid size-20 place-items-center rounded-full bg-white/95 text-brand-700 shadow-xl transition group-hover:scale-105">
          <SolidIcon name="play" className="ml-1 size-9" />
        </span>
      </span>
    </button>
  )
}

/** The intro video block with the four counters from the home data. */
export function IntroVideo() {
  const query = useHomeData()

  return (
    <section aria-labelledby="intro-heading" className="px-4 py-14">
      <div className="mx-auto max-w-6xl">
        <h2 id="intro-heading" className="text-center text-3xl font-bold text-ink">
          Training that fits around your shifts
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted">
          Short, practical courses written by people who have worked in care, recognised by employers and inspectors
          across the UK.
        </p>
        <div className="mt-8">
          <QueryState query={query} loading="Loading…">
            {(data) => (
              <div className="grid items-center gap-8 lg:grid-cols-[3fr_2fr]">
                <VideoPoster data={data} />
                <dl className="grid grid-cols-2 gap-4">
                  {COUNTERS.map(({ key, label }) => (
                    <div
                      key={key}
                      className="flex flex-col-reverse rounded-2xl border border-brand-100 bg-brand-50 px-3 py-5 text-center"
                    >
                      <dt className="mt-1 text-sm font-medium text-muted">{label}</dt>
                      <dd className="text-2xl font-bold text-brand-800 sm:text-3xl">{formatCount(data[key])}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
          </QueryState>
        </div>
      </div>
    </section>
  )
}
