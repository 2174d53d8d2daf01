import type { Settings } from '@/shared/contract/content'

const ICONS = {
  facebook: (
    <path
      d="M14 8h2.5V4.5H14A4 4 0 0 0 10 8.5V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V8.7c0-.4.3-.7.5-.7Z"
      fill="currentColor"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </g>
  ),
  pinterest: (
    <path
      d="M12 3a9 9 0 0 0-3.3 17.4c-.1-.8-.1-1.9 0-2.7l1.1-4.6s-.3-.6-.3-1.4c0-1.3.8-2.3 1.7-2.3.8 0 1.2.6 1.2 1.3 0 .8-.5 2-.8 3.1-.2.9.5 1.7 1.4 1.7 1.7 0 3-1.8 3-4.4 0-2.3-1.6-3.9-4-3.9-2.7 0-4.3 2-4.3 4.1 0 .8.3 1.7.7 2.2l.1.3-.3 1c0 .2-.2.2-.4.1-1.2-.6-2-2.4-2-3.8 0-3.1 2.3-6 6.5-6 3.4 0 6.1 2.4 6.1 5.7 0 3.4-2.1 6.1-5.1 6.1-1 0-2-.5-2.3-1.2l-.6 2.4c-.2.9-.8 2-1.3 2.6A9 9 0 1 0 12 3Z"
      fill="currentColor"
    />
  ),
  twitter: (
    <path d="M4 4h4.5l3.8 5.2L16.8 4H19l-5.7 6.6L20 20h-4.5l-4.1-5.6L6.5 20H4.3l6.1-7L4 4Z" fill="currentColor" />
  ),
  youtube: (
    <g>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="currentColor" />
      <path d="m10 9 5 3-5 3V9Z" className="fill-brand-900" />
    </g>
  ),
} as const

const NETWORKS = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'pinterest', label: 'Pinterest' },
  { key: 'twitter', label: 'X (Twitter)' },
  { key: 'youtube', label: 'YouTube' },
] as const

/** Only web addresses become links: a stray `javascript:` or empty value is left out. */
function safeUrl(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** The provider's social profiles from the settings, as labelled icon links. */
export function SocialLinks({ settings }: { settings: Settings }) {
  const links = NETWORKS.flatMap(({ key, label }) => {
    const href = safeUrl(settings[key])
    return href ? [{ key, label, href }] : []
  })
  if (links.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Follow us">
      {links.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} (opens in a new tab)`}
            className="grid size-11 place-items-center rounded-full bg-white/10 text-white transition hover:bg-white/20"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
              {ICONS[link.key]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  )
}
