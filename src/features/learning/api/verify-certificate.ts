import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

export async function verifyCertificate(number: string, signal?: AbortSignal) {
  return callApi('learning.verifyCertificate', { params: { number }, signal })
}

export const certificateCheckQueryOptions = (number: string) =>
  queryOptions({
    queryKey: queryKey('learning.verifyCertificate', number),
    queryFn: ({ signal }) => verifyCertificate(number, signal),
    // An unknown number is an answer, not a failure to retry.
    retry: false,
  })
