import { Link } from '@tanstack/react-router'
import { useCartCount } from '@/features/cart/data/cart-store'
import { Icon } from '@/components/icons'

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
      <Icon name="cart" className="size-6" strokeWidth={1.8} />
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
