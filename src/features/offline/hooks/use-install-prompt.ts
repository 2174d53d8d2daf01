import { useSyncExternalStore } from 'react'
import { readItem, writeItem } from '@/lib/local-storage'

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** Named when only iOS had a hint; kept, so that a hint dismissed then stays dismissed. */
const HINT_SEEN_KEY = 'iosInstallHintSeen'

function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

/**
 * Where the browser installs the app from its own menu only, with no prompt a page can offer
 * (`beforeinstallprompt`): iOS Safari ("Share → Add to Home Screen") and Firefox on Android (its
 * menu's "Add to Home screen"). Firefox on a computer installs no web app at all.
 */
export type InstallHint = 'ios' | 'firefox-android'

function installHint(): InstallHint | null {
  const ua = navigator.userAgent
  if (/iPad|iPhone|iPod/.test(ua) && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua)) return 'ios'
  if (/Android/.test(ua) && /Firefox\//.test(ua)) return 'firefox-android'
  return null
}

interface InstallState {
  canInstall: boolean
  hint: InstallHint | null
}

// One store for every install button: the browser offers its prompt once, possibly before the
// phone menu (which holds a button) has ever been opened.
const NOTHING: InstallState = { canInstall: false, hint: null }
let deferred: BeforeInstallPromptEvent | null = null
let state = NOTHING
const listeners = new Set<() => void>()

function publish(next: Partial<InstallState>): void {
  state = { ...state, ...next }
  for (const notify of listeners) notify()
}

if (typeof window !== 'undefined' && !isStandalone()) {
  state = { canInstall: false, hint: readItem(HINT_SEEN_KEY) ? null : installHint() }
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    publish({ canInstall: true })
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    publish({ canInstall: false })
  })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

async function install(): Promise<void> {
  if (!deferred) return
  await deferred.prompt()
  await deferred.userChoice
  deferred = null
  publish({ canInstall: false })
}

function dismissHint(): void {
  writeItem(HINT_SEEN_KEY, '1')
  publish({ hint: null })
}

/**
 * The browser's install prompt where it offers one (`beforeinstallprompt`), and where it installs
 * from its own menu only, a one-time hint that says how (`hint`). Nothing in the server's paint
 * (there is no browser to ask).
 */
export function useInstallPrompt() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => NOTHING,
  )
  return { ...current, install, dismissHint }
}
