import { useMutation } from '@tanstack/react-query'
import type { RegisterRequest } from '../../../shared/contract/auth'
import { callApi, loadContract } from '../../../lib/api-client'

export async function registerAccount(body: RegisterRequest) {
  const { authCalls } = await loadContract('auth')
  return callApi(authCalls.register, { body })
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount })
}
