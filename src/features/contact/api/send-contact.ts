import type { ContactRequest } from '@/shared/contract/content'
import { callApi } from '@/lib/api-client'

export async function sendContact(body: ContactRequest) {
  return callApi('content.contact', { body })
}
