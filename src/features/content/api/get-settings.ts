import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

export async function getSettings(signal?: AbortSignal) {
  const response = await callApi('content.settings', { signal })
  return response.data
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('content.settings'),
    queryFn: ({ signal }) => getSettings(signal),
  })

/** Not suspending: contact details sit beside other content and must not hold it up. */
export function useSettings() {
  return useQuery(settingsQueryOptions())
}
