import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

export async function getFooter(signal?: AbortSignal) {
  const response = await callApi('content.footer', { signal })
  return response.data
}

export const footerQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('content.footer'),
    queryFn: ({ signal }) => getFooter(signal),
  })

/** The footer is on every page: it never suspends and never blocks the page above it. */
export function useFooter() {
  return useQuery(footerQueryOptions())
}
