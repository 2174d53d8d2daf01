import { Link } from '@tanstack/react-router'
import { Icon } from '@/components/icons'

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
      <Icon name="bookmark" className="size-6" strokeWidth={1.8} />
    </Link>
  )
}
