import { useMutation } from '@tanstack/react-query'
import { authCalls, type RegisterRequest } from '../../../api/contract/auth'
import { callApi } from '../../../lib/api-client'

export function registerAccount(body: RegisterRequest) {
  return callApi(authCalls.register, { body })
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount })
}
