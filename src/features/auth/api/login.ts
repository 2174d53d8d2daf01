import { useMutation } from '@tanstack/react-query'
import type { LoginRequest } from '@/shared/contract/auth'
import { callApi, isApiError } from '@/lib/api-client'
import { env } from '@/lib/env'

/**
 * A login admitted during a rush may wait its turn for password hashing (at most
 * PASSWORD_HASH_MAX_WAIT_SECONDS on the server) and then hash on a busy machine: it waits twice
 * an ordinary call's time, so an answer the server is already working on is not given up.
 */
export const LOGIN_TIMEOUT_MS = 2 * env.VITE_API_TIMEOUT_MS

export async function login(body: LoginRequest) {
  return callApi('auth.login', { body, timeoutMs: LOGIN_TIMEOUT_MS })
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
