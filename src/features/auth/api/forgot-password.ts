import { useMutation } from '@tanstack/react-query'
import { authCalls } from '../../../api/contract/auth'
import { callApi } from '../../../lib/api-client'

export function forgotPassword(email: string) {
  return callApi(authCalls.forgotPassword, { body: { email } })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
