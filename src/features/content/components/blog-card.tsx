import { Link } from '@tanstack/react-router'
import type { BlogSummary } from '../api/get-blogs'
import { cardPicture, ResponsiveImage, type CardPlace } from '@/components/responsive-image'
import { IMAGE_SIZES } from '@/lib/image-sizes'
import { IMAGE_KINDS } from '@/shared/images'

/**
 * One blog in a list: image, title, author, date and the first 100 characters of its text;
 * `place` as at CardPlace.
 */
export function BlogCard({
  blog,
  headingLevel = 'h2',
  place,
}: {
  blog: BlogSummary
  headingLevel?: 'h2' | 'h3'
  place?: CardPlace
}) {
  const Heading = headingLevel
  const { date } = blog
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {blog.image ? (
        <ResponsiveImage
          src={blog.image}
          alt=""
          width={IMAGE_KINDS.blog.width}
          height={IMAGE_KINDS.blog.height}
          sizes={IMAGE_SIZES.card}
          {...cardPicture(place)}
          frame="block aspect-video w-full bg-brand-50"
          className="size-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-semibold leading-snug text-ink">
          {/* The stretched link makes the whole card clickable with one tab stop. */}
          <Link
            to="/blog-detail/$id"
            params={{ id: String(blog.id) }}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800 group-hover:underline"
          >
            {blog.name}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-muted">
          {blog.authorname ? <span>By {blog.authorname}</span> : null}
          {blog.authorname && date ? <span aria-hidden="true"> · </span> : null}
          {date ? <time dateTime={date.iso}>{date.label}</time> : null}
        </p>
        <p className="mt-3 text-slate-700">{blog.excerpt}</p>
      </div>
    </article>
  )
}
