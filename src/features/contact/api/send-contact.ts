import { useMutation } from '@tanstack/react-query'
import type { ContactRequest } from '../../../shared/contract/content'
import { callApi, loadContract } from '../../../lib/api-client'

export async function sendContact(body: ContactRequest) {
  const { contentCalls } = await loadContract('content')
  return callApi(contentCalls.contact, { body })
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact })
}
