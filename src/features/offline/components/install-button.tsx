import { useInstallPrompt } from '../hooks/use-install-prompt'

/** "Install app" where the browser offers it; a one-time hint on iOS Safari. */
export function InstallButton({ className = '' }: { className?: string }) {
  const { canInstall, install, iosHint, dismissIosHint } = useInstallPrompt()
  if (canInstall) {
    return (
      <button
        type="button"
        onClick={() => void install()}
        className={`min-h-11 rounded-lg border border-brand-700 px-3 font-semibold text-brand-800 hover:bg-brand-50 ${className}`}
      >
        Install app
      </button>
    )
  }
  if (!iosHint) return null
  return (
    <div
      role="note"
      className="fixed inset-x-3 bottom-3 z-40 rounded-xl border border-brand-200 bg-white p-4 shadow-xl"
    >
      <p className="text-sm">
        Install Carewise on your iPhone: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>. Saved
        courses then open even without signal.
      </p>
      <button type="button" onClick={dismissIosHint} className="mt-2 min-h-11 font-semibold text-brand-800">
        Got it
      </button>
    </div>
  )
}
