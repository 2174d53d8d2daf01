import { useMutation } from '@tanstack/react-query'
import type { RegisterRequest } from '@/shared/contract/auth'
import { callApi } from '@/lib/api-client'

export async function registerAccount(body: RegisterRequest) {
  return callApi('auth.register', { body })
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount })
}
