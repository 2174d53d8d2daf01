import { useInstallPrompt } from '../hooks/use-install-prompt'
import { Icon } from '@/components/icons'

/**
 * "Install app" where the browser offers it; a one-time hint where it installs from its own menu
 * only (iOS Safari, Firefox on Android). `compact`: an icon with the words for assistive technology
 * (and as its tooltip), for the header row, where the words took the room the search needs.
 */
export function InstallButton({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const { canInstall, install, hint, dismissHint } = useInstallPrompt()
  if (canInstall) {
    return (
      <button
        type="button"
        onClick={() => void install()}
        title={compact ? 'Install app' : undefined}
        className={`min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-brand-700 font-semibold text-brand-800 hover:bg-brand-50 ${compact ? 'px-0' : 'px-3'} ${className}`}
      >
        {compact ? <Icon name="download" className="size-5" /> : null}
        <span className={compact ? 'sr-only' : ''}>Install app</span>
      </button>
    )
  }
  if (!hint) return null
  return (
    <div
      role="note"
      className="fixed inset-x-3 bottom-3 z-40 rounded-xl border border-brand-200 bg-white p-4 shadow-xl"
    >
      <p className="text-sm">
        {hint === 'ios' ? (
          <>
            Install Carewise on your iPhone: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
          </>
        ) : (
          <>
            Install Carewise on your phone: open Firefox’s menu (<strong>⋮</strong>), then{' '}
            <strong>Add to Home screen</strong>.
          </>
        )}{' '}
        Saved courses then open even without signal.
      </p>
      <button type="button" onClick={dismissHint} className="mt-2 min-h-11 font-semibold text-brand-800">
        Got it
      </button>
    </div>
  )
}
