import { useSyncExternalStore } from 'react'
import { readItem, writeItem } from '../../../lib/local-storage'

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

const IOS_HINT_KEY = 'iosInstallHintSeen'

function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

/** iOS Safari has no install prompt; it needs "Share → Add to Home Screen". */
function isIosSafari(): boolean {
  const ua = navigator.userAgent
  return /iPad|iPhone|iPod/.test(ua) && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua)
}

interface InstallState {
  canInstall: boolean
  iosHint: boolean
}

// One store for every install button: the browser offers its prompt once, possibly before the
// phone menu (which holds a button) has ever been opened.
const NOTHING: InstallState = { canInstall: false, iosHint: false }
let deferred: BeforeInstallPromptEvent | null = null
let state = NOTHING
const listeners = new Set<() => void>()

function publish(next: Partial<InstallState>): void {
  state = { ...state, ...next }
  for (const notify of listeners) notify()
}

if (typeof window !== 'undefined' && !isStandalone()) {
  state = { canInstall: false, iosHint: isIosSafari() && !readItem(IOS_HINT_KEY) }
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

function dismissIosHint(): void {
  writeItem(IOS_HINT_KEY, '1')
  publish({ iosHint: false })
}

/**
 * The browser's install prompt where it offers one (`beforeinstallprompt`), and on iOS Safari a
 * one-time "Add to Home Screen" hint. Nothing in the server's paint (there is no browser to ask).
 */
export function useInstallPrompt() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => NOTHING,
  )
  return { ...current, install, dismissIosHint }
}
