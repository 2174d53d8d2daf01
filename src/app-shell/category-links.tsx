import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { categoriesQueryOptions } from '@/features/catalogue/api/get-categories'

/** Header category links (by slug, docs/product-rules.md §2), with their own loading and error states. */
export function CategoryLinks({ onNavigate, linkClass }: { onNavigate?: () => void; linkClass: string }) {
  const { data, isPending, isLoadingError, refetch } = useQuery(categoriesQueryOptions())

  if (isPending) return <p className="px-3 py-2 text-sm text-muted">Loading categories…</p>
  if (isLoadingError) {
    return (
      <div className="px-3 py-2 text-sm">
        <p className="text-red-800">Categories could not be loaded.</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="mt-1 min-h-11 font-semibold text-brand-800 underline"
        >
          Try again
        </button>
      </div>
    )
  }
  if (data.length === 0) return <p className="px-3 py-2 text-sm text-muted">No categories available.</p>

  return (
    <ul>
      {data.map((category) => (
        <li key={category.id}>
          <Link to="/category/course/$id" params={{ id: category.slug }} onClick={onNavigate} className={linkClass}>
            {category.category}
          </Link>
        </li>
      ))}
    </ul>
  )
}
