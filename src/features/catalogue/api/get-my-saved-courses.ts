import { callApi } from '@/lib/api-client'

/** GET /my/saved-courses: the signed-in account's saved-for-offline list, with the courses taken off it. */
export async function getMySavedCourses() {
  return (await callApi('catalogue.mySavedCourses', { background: true })).data
}
