import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { authCalls, type resetPasswordRequest } from '../../../api/contract/auth'
import { callApi } from '../../../lib/api-client'

export function resetPassword(body: z.input<typeof resetPasswordRequest>) {
  return callApi(authCalls.resetPassword, { body })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
