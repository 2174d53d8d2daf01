import type { z } from 'zod'
import type { catalogueCalls } from '@/shared/contract/catalogue'
import { callApi } from '@/lib/api-client'

/** POST /my/saved-courses: courses saved or taken off on this device; answers the account's whole list. */
export async function changeSavedCourses(changes: z.input<typeof catalogueCalls.changeSavedCourses.body>['changes']) {
  return (await callApi('catalogue.changeSavedCourses', { body: { changes }, background: true })).data
}
