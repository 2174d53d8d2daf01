import { useMutation } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'

export async function forgotPassword(email: string) {
  return callApi('auth.forgotPassword', { body: { email } })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
