import { useMutation } from '@tanstack/react-query'
import type { LoginRequest } from '../../../shared/contract/auth'
import { callApi } from '../../../lib/api-client'

export async function login(body: LoginRequest) {
  return callApi('auth.login', { body })
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
