import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { resetPasswordRequest } from '@/shared/contract/auth'
import { callApi } from '@/lib/api-client'

export async function resetPassword(body: z.input<typeof resetPasswordRequest>) {
  return callApi('auth.resetPassword', { body })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
