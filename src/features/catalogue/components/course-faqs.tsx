import { useId, useState } from 'react'
import { HtmlContent } from '@/components/html-content'
import { useCourseFaqs } from '../api/get-course-faqs'
import { Icon } from '@/components/icons'

/** The course's FAQ accordion; hidden when the course has none or they cannot be loaded. */
export function CourseFaqs({ idOrSlug }: { idOrSlug: string }) {
  const { data, isLoadingError, refetch } = useCourseFaqs(idOrSlug)
  const [open, setOpen] = useState<number | null>(null)
  const baseId = useId()

  if (isLoadingError) {
    return (
      <section aria-labelledby={`${baseId}-heading`} className="mt-12">
        <h2 id={`${baseId}-heading`} className="text-2xl font-bold text-ink">
          Frequently asked questions
        </h2>
        <p className="mt-3 text-muted">
          The questions could not be loaded.{' '}
          <button
            type="button"
            className="min-h-11 font-semibold text-brand-800 underline"
            onClick={() => void refetch()}
          >
            Try again
          </button>
        </p>
      </section>
    )
  }
  if (!data || data.length === 0) return null

  return (
    <section aria-labelledby={`${baseId}-heading`} className="mt-12">
      <h2 id={`${baseId}-heading`} className="text-2xl font-bold text-ink">
        Frequently asked questions
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {data.map((faq, index) => {
          const expanded = open === index
          const panelId = `${baseId}-panel-${index}`
          return (
            <li key={`${faq.id}-${index}`}>
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                  className="flex min-h-11 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
                >
                  <span>{faq.question}</span>
                  <Icon
                    name="chevron-down"
                    className={`size-5 shrink-0 text-brand-800 transition-transform ${expanded ? 'rotate-180' : ''}`}
                  />
                </button>
              </h3>
              <div id={panelId} role="region" aria-label={faq.question} hidden={!expanded} className="px-5 pb-5">
                <HtmlContent html={faq.answer} headingsFrom={4} />
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
