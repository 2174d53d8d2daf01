import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { cmsPageId } from '@/shared/contract/content'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

/** docs/product-rules.md §2: 1 is About, 2 the privacy policy, 3 the terms. */
export type CmsPageId = z.infer<typeof cmsPageId>

export async function getCmsPage(id: CmsPageId, signal?: AbortSignal) {
  const response = await callApi('content.cms', { params: { id }, signal })
  return response.data
}

export const cmsPageQueryOptions = (id: CmsPageId) =>
  queryOptions({
    queryKey: queryKey('content.cms', id),
    queryFn: ({ signal }) => getCmsPage(id, signal),
  })

export function useCmsPage(id: CmsPageId) {
  return useSuspenseQuery(cmsPageQueryOptions(id))
}
