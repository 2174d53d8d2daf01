import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { z } from 'zod'
import type { catalogueCalls } from '../../../src/shared/contract/catalogue'
import type { Endpoint } from '../../../src/shared/contract/common'

/**
 * The JSON the server sends for a call of the contract: its response schema's input, the type the
 * server holds each handler to (server/lib/route.ts). The app parses it into the schema's output,
 * which may rename or fill in fields (the course FAQs' `answere` becomes `answer`); these tests read
 * the JSON as it was sent.
 */
export type Sent<E extends Endpoint> = z.input<E['response']>

/** Makes API calls whose path matches fail with a 500, as a broken server would. */
export async function failApi(page: Page, path: string | RegExp, status = 500): Promise<void> {
  const pattern = typeof path === 'string' ? `**/api${path}` : path
  await page.route(pattern, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message: 'Server error' }) }),
  )
}

/** A GET of the API that must succeed, and its JSON. */
export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`)
  expect(response.ok(), `GET /api${path}`).toBe(true)
  return (await response.json()) as T
}

/** The `data` of the provider's usual `{ success, data }` envelope. */
export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  return (await getJson<{ data: T }>(request, path)).data
}

/** A course card's fields, as GET /api/courselist sends them. */
export type CourseSummary = Sent<typeof catalogueCalls.courseList>['data'][number]

/** Of the forms of GET /api/course/:id the contract accepts, the one this server sends: `{ course, seo }`, seo always. */
export type CourseDetail = Extract<Sent<typeof catalogueCalls.course>, { course: unknown }>

/** The demo catalogue's courses bought per learner (in-house ones are booked instead). */
export async function onlineCourses(request: APIRequestContext): Promise<CourseSummary[]> {
  const courses = await apiData<CourseSummary[]>(request, '/courselist')
  return courses.filter((course) => course.course_for === 'online')
}
