import { useMutation } from '@tanstack/react-query'
import type { LoginRequest } from '../../../shared/contract/auth'
import { callApi, loadContract } from '../../../lib/api-client'

export async function login(body: LoginRequest) {
  const { authCalls } = await loadContract('auth')
  return callApi(authCalls.login, { body })
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
