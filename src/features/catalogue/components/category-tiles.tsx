import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ResponsiveImage } from '@/components/responsive-image'
import { QueryState } from '@/components/states'
import { IMAGE_SIZES } from '@/lib/image-sizes'
import { categoriesQueryOptions } from '../api/get-categories'

/** The home page's category tiles; never suspends, so the rest of the home page shows at once. */
export function CategoryTiles() {
  const query = useQuery(categoriesQueryOptions())

  return (
    <section id="categories" aria-labelledby="categories-heading" className="scroll-mt-20 px-4 py-14">
      <div className="mx-auto max-w-6xl">
        <h2 id="categories-heading" className="text-center text-3xl font-bold text-ink">
          Browse by category
        </h2>
        <div className="mt-8">
          <QueryState
            query={query}
            loading="Loading categories…"
            error="Error loading categories. Please try again later."
            empty="No categories available."
          >
            {(data) => (
              <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
                {data.map((category) => (
                  <li key={category.id}>
                    <Link
                      to="/category/course/$id"
                      params={{ id: String(category.id) }}
                      className="flex h-full min-h-11 flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm transition hover:border-brand-700 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                    >
                      {category.icon ? (
                        <ResponsiveImage
                          src={category.icon}
                          alt=""
                          width={64}
                          height={64}
                          sizes={IMAGE_SIZES.categoryTile}
                          lazy
                          frame="block size-16 shrink-0 overflow-hidden rounded-full bg-brand-100"
                          className="size-full object-cover"
                        />
                      ) : null}
                      <span className="font-semibold text-ink">{category.category}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </div>
      </div>
    </section>
  )
}
