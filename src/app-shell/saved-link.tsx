import { Link } from '@tanstack/react-router'

/** The courses saved on this device, reachable with no signal. */
export function SavedLink() {
  return (
    <Link
      to="/saved"
      aria-label="Saved for offline"
      title="Saved for offline"
      className="grid size-11 place-items-center rounded-full text-ink transition hover:bg-brand-50 hover:text-brand-800"
      activeProps={{ className: 'text-brand-800 bg-brand-50' }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" strokeLinejoin="round" />
      </svg>
    </Link>
  )
}
