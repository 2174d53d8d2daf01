import { queryOptions, useQuery } from '@tanstack/react-query'
import { ACCOUNT_ANSWER_MS } from '@/lib/query-client'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

export async function getTrainingMatrix(signal?: AbortSignal) {
  return callApi('trainingMatrix.matrix', { signal })
}

/** A company's private data, like the team: never persisted, asked for afresh at each visit. */
export const trainingMatrixQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('trainingMatrix.matrix', 'training'),
    queryFn: ({ signal }) => getTrainingMatrix(signal),
    staleTime: ACCOUNT_ANSWER_MS,
    gcTime: ACCOUNT_ANSWER_MS,
  })

export function useTrainingMatrix() {
  return useQuery(trainingMatrixQueryOptions())
}
