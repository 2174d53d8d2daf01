import { useState } from 'react'
import { ResponsiveImage } from '@/components/responsive-image'
import { IMAGE_SIZES } from '@/lib/image-sizes'
import { IMAGE_KINDS } from '@/shared/images'

/** docs/product-rules.md §9: the main image plus up to three gallery images; empty ones are skipped. */
export function CourseGallery({ images, name }: { images: string[]; name: string }) {
  const [active, setActive] = useState(0)
  const shown = images.filter(Boolean).slice(0, 4)
  const current = shown[Math.min(active, shown.length - 1)]
  if (!current) return <div className="aspect-[8/5] rounded-2xl bg-brand-50" aria-hidden="true" />

  return (
    <div>
      <ResponsiveImage
        src={current}
        alt={shown.length > 1 ? `${name}, image ${active + 1} of ${shown.length}` : name}
        width={IMAGE_KINDS.course.width}
        height={IMAGE_KINDS.course.height}
        sizes={IMAGE_SIZES.courseHero}
        priority
        className="aspect-[8/5] w-full rounded-2xl border border-slate-200 bg-brand-50 object-cover"
        data-testid="gallery-main"
      />
      {shown.length > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-3" aria-label="Course images">
          {shown.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${shown.length}`}
                aria-pressed={index === active}
                onClick={() => setActive(index)}
                className={`block min-h-11 w-full overflow-hidden rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  index === active ? 'border-brand-700' : 'border-transparent opacity-80 hover:opacity-100'
                }`}
              >
                <ResponsiveImage
                  src={src}
                  alt=""
                  width={IMAGE_KINDS.course.width}
                  height={IMAGE_KINDS.course.height}
                  sizes={IMAGE_SIZES.galleryThumb}
                  className="aspect-[8/5] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
