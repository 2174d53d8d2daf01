import { Link } from '@tanstack/react-router'
import { HtmlContent } from '@/components/html-content'
import { EmptyState } from '@/components/states'
import { htmlToText } from '@/lib/text'
import { useBlog } from '../api/get-blog'
import { ResponsiveImage } from '@/components/responsive-image'
import { IMAGE_SIZES } from '@/lib/image-sizes'
import { IMAGE_KINDS } from '@/shared/images'

/** One blog: title, author, date, image and its sanitised HTML body. */
export function BlogArticle({ id }: { id: string }) {
  const { data: blog } = useBlog(id)
  const { date } = blog
  const hasText = htmlToText(blog.description) !== ''

  return (
    <article className="mx-auto max-w-3xl">
      <Link to="/blogs" className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 hover:underline">
        <span aria-hidden="true">←</span> All blogs
      </Link>
      <h1 className="mt-2 text-3xl font-bold leading-tight text-ink sm:text-4xl">{blog.name}</h1>
      <p className="mt-3 text-muted">
        {blog.authorname ? <span>By {blog.authorname}</span> : null}
        {blog.authorname && date ? <span aria-hidden="true"> · </span> : null}
        {date ? <time dateTime={date.iso}>{date.label}</time> : null}
      </p>
      {blog.image ? (
        <ResponsiveImage
          src={blog.image}
          alt=""
          width={IMAGE_KINDS.blog.width}
          height={IMAGE_KINDS.blog.height}
          sizes={IMAGE_SIZES.blogArticle}
          priority
          className="mt-6 aspect-video w-full rounded-2xl bg-brand-50 object-cover"
        />
      ) : null}
      {hasText ? (
        <HtmlContent html={blog.description} headingsFrom={2} className="mt-8 text-lg" />
      ) : (
        <EmptyState message="No blog details available." />
      )}
    </article>
  )
}
