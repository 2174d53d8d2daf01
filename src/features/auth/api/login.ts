import { useMutation } from '@tanstack/react-query'
import { authCalls, type LoginRequest } from '../../../api/contract/auth'
import { callApi } from '../../../lib/api-client'

export function login(body: LoginRequest) {
  return callApi(authCalls.login, { body })
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
