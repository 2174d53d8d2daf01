import { Link } from '@tanstack/react-router'
import { useOnlineStatus } from '@/lib/online-status'
import { truncate } from '@/lib/text'
import { useSession } from '../data/session'
import { useOpenProfile } from '../hooks/use-open-profile'

/** docs/product-rules.md §9: the profile name is cut at 10 characters plus '...'. */
export const profileName = (name: string) => truncate(name, 10)

const linkClass =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/**
 * The header's account menu (docs/product-rules.md §2): Login / Sign up when logged out; otherwise the profile
 * link with an online/offline badge, and Logout. `className` is added to its row (the phone menu,
 * narrower than a manager's profile, Team and Logout side by side, lets it wrap).
 */
export function AccountMenu({ className = '' }: { className?: string }) {
  const session = useSession()
  const online = useOnlineStatus()
  const { opening, openProfile } = useOpenProfile()

  if (!session) {
    return (
      <div className={`flex items-center gap-1 ${className}`}>
        <Link to="/login" className={`${linkClass} text-brand-800 hover:bg-brand-50`}>
          Login
        </Link>
        <Link to="/register" className={`${linkClass} bg-brand-700 text-white hover:bg-brand-800`}>
          Sign up
        </Link>
      </div>
    )
  }

  const name = session.user.name
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      <a
        href="/dashboard"
        onClick={(event) => void openProfile(event)}
        aria-busy={opening || undefined}
        title={name}
        className={`${linkClass} gap-2 text-ink hover:bg-brand-50`}
      >
        <span className="relative" aria-hidden="true">
          <span className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
            {name.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <span
            className={`absolute -bottom-0.5 -right-0.5 size-3 rounded-full ring-2 ring-white ${online ? 'bg-brand-600' : 'bg-slate-400'}`}
          />
        </span>
        {/* From 1024 px the header row also holds the main links and the search (a manager's Team
            link and the install icon too): only the avatar shows there, or the search is squeezed
            to nothing. Its title and these words, for assistive technology, still name it. */}
        <span className="flex flex-col leading-tight lg:sr-only">
          <span>{profileName(name)}</span>
          <span className={`text-xs font-medium ${online ? 'text-brand-800' : 'text-slate-600'}`}>
            {online ? 'Online' : 'Offline'}
          </span>
        </span>
      </a>
      {session.user.role === 'company' && session.user.parent === 0 ? (
        <Link to="/team" className={`${linkClass} text-brand-800 hover:bg-brand-50`}>
          Team
        </Link>
      ) : null}
      <Link to="/logout" className={`${linkClass} text-brand-800 hover:bg-brand-50`}>
        Logout
      </Link>
    </div>
  )
}
