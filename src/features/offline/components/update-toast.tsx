import { useServiceWorker } from '../hooks/use-service-worker'

const toastButton = 'min-h-11 rounded-lg px-4 font-semibold'

export function UpdateToast() {
  const { updateReady, reload, dismiss } = useServiceWorker()
  if (!updateReady) return null
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl bg-ink p-4 text-white shadow-2xl sm:inset-x-auto sm:right-4"
    >
      <p className="flex-1 font-medium">New version available</p>
      <button type="button" onClick={reload} className={`${toastButton} bg-white text-ink hover:bg-brand-50`}>
        Reload
      </button>
      <button type="button" onClick={dismiss} className={`${toastButton} text-white hover:bg-white/10`}>
        Later
      </button>
    </div>
  )
}
