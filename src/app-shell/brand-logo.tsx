import { Link } from '@tanstack/react-router'
import { BRAND } from '@/lib/env'

/** The brand mark and name, linking home. */
export function BrandLogo({ compact = false, tone = 'light' }: { compact?: boolean; tone?: 'light' | 'dark' }) {
  return (
    <Link
      to="/"
      className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg"
      aria-label={`${BRAND} Learning, home`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className={`transition-all ${compact ? 'size-8' : 'size-9'}`}>
        <rect width="32" height="32" rx="9" fill="#15803d" />
        <path d="M16 24s-7-4.3-7-9.4A4 4 0 0 1 16 12a4 4 0 0 1 7 2.6C23 19.7 16 24 16 24Z" fill="#fff" />
      </svg>
      <span className={`text-lg font-bold leading-none ${tone === 'dark' ? 'text-white' : 'text-ink'}`}>
        {/* The space keeps the name readable as "Carewise Learning" to assistive technology. */}
        {BRAND}{' '}
        <span
          className={`block text-xs font-medium tracking-wide ${tone === 'dark' ? 'text-brand-100' : 'text-brand-800'}`}
        >
          Learning
        </span>
      </span>
    </Link>
  )
}
