import { useMutation } from '@tanstack/react-query'
import type { LoginRequest } from '../../../shared/contract/auth'
import { callApi, isApiError } from '../../../lib/api-client'

export async function login(body: LoginRequest) {
  return callApi('auth.login', { body })
}

/**
 * A rush of sign-ins at the start of a shift can find the server's password hashing full: it then
 * answers 503 at once rather than queue past the client's timeout (README, "Security and limits").
 * The person pressed Log in once; the form tries again a few times, spread out so that a room of
 * phones does not come back at the same moment, before it says anything.
 */
export const BUSY_RETRIES = 3
export const busyRetryDelayMs = (attempt: number) => 1500 * 2 ** attempt + Math.random() * 1000

export function useLogin() {
  return useMutation({
    mutationFn: login,
    retry: (failures, error) => failures < BUSY_RETRIES && isApiError(error) && error.status === 503,
    retryDelay: busyRetryDelayMs,
  })
}
