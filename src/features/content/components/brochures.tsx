import { Link } from '@tanstack/react-router'
import { buttonClass } from '@/components/button'
import { QueryState } from '@/components/states'
import { htmlToText } from '@/lib/text'
import type { HomeData } from '@/shared/contract/content'
import { useHomeData } from '../api/get-home-data'

/** The two brochure boxes of the home data: one for individuals, one for organisations. */
function brochureBoxes(data: HomeData) {
  return [
    {
      key: 'individuals',
      heading: 'For individuals',
      image: data.brochure_one || '/images/home/brochure-individuals.svg',
      text: htmlToText(data.brochure_one_text),
      cta: (
        <Link to="/courses" className={buttonClass('primary')}>
          Find your course
        </Link>
      ),
    },
    {
      key: 'organisations',
      heading: 'For organisations',
      image: data.brochure_two || '/images/home/brochure-organisations.svg',
      text: htmlToText(data.brochure_two_text),
      cta: (
        <Link to="/contact" className={buttonClass('secondary')}>
          Talk to our team
        </Link>
      ),
    },
  ]
}

/** The brochure section of the home page. */
export function Brochures() {
  const query = useHomeData()

  return (
    <section aria-labelledby="brochures-heading" className="bg-slate-50 px-4 py-14">
      <div className="mx-auto max-w-6xl">
        <h2 id="brochures-heading" className="text-center text-3xl font-bold text-ink">
          Training for you and your team
        </h2>
        <div className="mt-8">
          <QueryState query={query} loading="Loading…">
            {(data) => (
              <div className="grid gap-6 md:grid-cols-2">
                {brochureBoxes(data).map((box) => (
                  <article
                    key={box.key}
                    className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
                  >
                    <img
                      src={box.image}
                      alt=""
                      width={600}
                      height={400}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[3/2] w-full object-cover"
                    />
                    <div className="flex flex-1 flex-col p-6">
                      <h3 className="text-xl font-semibold text-ink">{box.heading}</h3>
                      {box.text ? <p className="mt-2 flex-1 text-muted">{box.text}</p> : <div className="flex-1" />}
                      <div className="mt-5">{box.cta}</div>
                    </div>
                  </article>
                ))}
              </div>
            )}
          </QueryState>
        </div>
      </div>
    </section>
  )
}
