import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { callApi, loadContract } from '../../../lib/api-client'

export async function getFaqs(signal?: AbortSignal) {
  const { contentCalls } = await loadContract('content')
  const response = await callApi(contentCalls.faqs, { signal })
  return response.data
}

export const faqsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'faqs'],
    queryFn: ({ signal }) => getFaqs(signal),
  })

export function useFaqs() {
  return useSuspenseQuery(faqsQueryOptions())
}
