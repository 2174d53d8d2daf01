/**
 * Browser storage keys of docs/product-rules.md §3. A module of their own: the entry script reads
 * the token (main.tsx) before the session's module and React have arrived.
 */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  redirectAfterLogin: 'redirectAfterLogin',
  forgotSuccessMessage: 'forgotSuccessMessage',
} as const
