import { isApiError } from '@/lib/api-client'

/** docs/product-rules.md §8, word for word. */
export const AUTH_TEXT = {
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed.',
  registrationFailed: 'Registration failed.',
  forgotFailed: 'Failed to send reset link.',
  resetFailed: 'Failed to reset password.',
} as const

/** The server's own message when it answered with one (a 4xx written for the user), else the screen's fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (isApiError(error) && error.userMessage) || fallback
}

/** How long a success message stays before the page moves on after login or registration. */
export const SUCCESS_PAUSE_MS = 800
