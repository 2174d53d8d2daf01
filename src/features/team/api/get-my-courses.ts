import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { queryKey } from '../../../lib/query-keys'

export async function getMyCourses(signal?: AbortSignal) {
  return (await callApi('team.myCourses', { signal })).data
}

/**
 * Under `catalogue`, so that it is kept on the device for 7 days like the catalogue and shows
 * offline (a care worker reads what they were given during a shift). Keyed by the account, so
 * another person signing in on the same device never sees it.
 */
export const myCoursesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKey('team.myCourses', userId),
    queryFn: ({ signal }) => getMyCourses(signal),
    staleTime: 0,
  })

export function useMyCourses(userId: number) {
  return useQuery(myCoursesQueryOptions(userId))
}

export async function startCourse(courseId: number) {
  return callApi('team.startCourse', { params: { id: String(courseId) } })
}

export function useStartCourse(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startCourse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myCoursesQueryOptions(userId).queryKey }),
  })
}
