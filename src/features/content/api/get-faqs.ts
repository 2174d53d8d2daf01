import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

export async function getFaqs(signal?: AbortSignal) {
  const response = await callApi('content.faqs', { signal })
  return response.data
}

export const faqsQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('content.faqs'),
    queryFn: ({ signal }) => getFaqs(signal),
  })

export function useFaqs() {
  return useSuspenseQuery(faqsQueryOptions())
}
