import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

/** The yes/no questions of an in-house or descriptive course (step 2), by course slug or id. */
export async function getDescriptiveQuestions(slug: string, signal?: AbortSignal) {
  return (await callApi('catalogue.descriptiveQuestions', { signal, params: { slug } })).questions_answers
}

/** Under 'catalogue' so the persisted cache keeps them: step 2 can be filled in offline. */
export const descriptiveQuestionsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKey('catalogue.descriptiveQuestions', slug),
    queryFn: ({ signal }) => getDescriptiveQuestions(slug, signal),
  })

export function useDescriptiveQuestions(slug: string) {
  return useSuspenseQuery(descriptiveQuestionsQueryOptions(slug))
}
