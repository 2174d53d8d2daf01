import { expect, type APIRequestContext, type Page } from '@playwright/test'

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
export interface CourseSummary {
  id: number
  slug: string
  name: string
  image: string
  price: number | string
  course_for: string
}

/** The demo catalogue's courses bought per learner (in-house ones are booked instead). */
export async function onlineCourses(request: APIRequestContext): Promise<CourseSummary[]> {
  const courses = await apiData<CourseSummary[]>(request, '/courselist')
  return courses.filter((course) => course.course_for === 'online')
}
