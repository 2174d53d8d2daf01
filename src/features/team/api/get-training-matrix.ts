import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

export async function getTrainingMatrix(signal?: AbortSignal) {
  return callApi('trainingMatrix.matrix', { signal })
}

/** A company's private data, like the team: never persisted, always asked fresh. */
export const trainingMatrixQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('trainingMatrix.matrix', 'training'),
    queryFn: ({ signal }) => getTrainingMatrix(signal),
    staleTime: 0,
    gcTime: 0,
  })

export function useTrainingMatrix() {
  return useQuery(trainingMatrixQueryOptions())
}
