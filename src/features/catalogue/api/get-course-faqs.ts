import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'
import { findSavedCourse } from '../data/saved-courses'
import { isNoAnswer } from '@/lib/online-status'

/** The contract turns the provider's misspelt answer field into `answer`. */
export async function getCourseFaqs(idOrSlug: string, signal?: AbortSignal) {
  try {
    const response = await callApi('catalogue.courseFaqs', { signal, params: { id: idOrSlug } })
    return response.data
  } catch (error) {
    const saved = isNoAnswer(error) ? await findSavedCourse(idOrSlug) : undefined
    if (!saved) throw error
    return saved.faqs
  }
}

export const courseFaqsQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: queryKey('catalogue.courseFaqs', idOrSlug),
    queryFn: ({ signal }) => getCourseFaqs(idOrSlug, signal),
  })

/** Not suspense: the course page shows without its FAQs if they are slow or fail. */
export function useCourseFaqs(idOrSlug: string) {
  return useQuery(courseFaqsQueryOptions(idOrSlug))
}
