import { useMutation } from '@tanstack/react-query'
import { callApi, loadContract } from '../../../lib/api-client'

export async function forgotPassword(email: string) {
  const { authCalls } = await loadContract('auth')
  return callApi(authCalls.forgotPassword, { body: { email } })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
