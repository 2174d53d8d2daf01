import { useMutation } from '@tanstack/react-query'
import { contentCalls, type ContactRequest } from '../../../api/contract/content'
import { callApi } from '../../../lib/api-client'

export async function sendContact(body: ContactRequest) {
  return callApi(contentCalls.contact, { body })
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact })
}
