import { useId, useState } from 'react'
import { HtmlContent } from '@/components/html-content'
import { EmptyState } from '@/components/states'
import { useFaqs } from '../api/get-faqs'
import { Icon } from '@/components/icons'

/** The FAQ as an accordion of disclosure buttons; any number may be open at once. */
export function FaqAccordion() {
  const { data } = useFaqs()
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set())
  const baseId = useId()

  if (data.length === 0) return <EmptyState message="No questions yet." />

  function toggle(index: number) {
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(index)) next.delete(index)
      else next.add(index)
      return next
    })
  }

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {data.map((faq, index) => {
        const expanded = open.has(index)
        const buttonId = `${baseId}-q${index}`
        const panelId = `${baseId}-a${index}`
        return (
          <div key={`${faq.id}-${index}`}>
            <h2 className="text-base">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className="flex min-h-11 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-ink hover:bg-brand-50"
              >
                <span>{faq.question}</span>
                <Icon
                  name="chevron-down"
                  className={`size-5 shrink-0 text-brand-800 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
                  strokeWidth={2.2}
                />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="px-5 pb-5">
              <HtmlContent html={faq.answer} headingsFrom={3} />
            </div>
          </div>
        )
      })}
    </div>
  )
}
