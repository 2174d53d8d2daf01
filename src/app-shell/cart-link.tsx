import { Link } from '@tanstack/react-router'
import { useCartCount } from '../features/cart/data/cart-store'

export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`
}

/** The cart icon with its live item count. */
export function CartLink() {
  const count = useCartCount()
  return (
    <Link
      to="/cart"
      aria-label={cartLabel(count)}
      className="relative grid size-11 place-items-center rounded-full text-ink transition hover:bg-brand-50 hover:text-brand-800"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path
          d="M3 4h2l2.2 11.1a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.5-1.1L21 8H6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-xs font-bold leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
