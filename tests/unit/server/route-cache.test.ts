// @module-tag pglite-only: the public reads cache on a Fastify instance of its own, with no database.
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Endpoint } from '@/shared/contract/common'
import { HttpError } from '../../../server/lib/http-error'
import { route } from '../../../server/lib/route'

/** A public read, as the catalogue's are: cached for a few seconds per URL. */
const endpoint = {
  method: 'GET',
  path: '/things/:name',
  params: z.object({ name: z.string() }),
  query: undefined,
  body: undefined,
  response: z.object({ name: z.string(), made: z.number() }),
  auth: 'none',
} satisfies Endpoint

const app = Fastify()
const calls = new Map<string, number>()
let failNext = false

beforeAll(async () => {
  route(app, endpoint, async ({ params }) => {
    const made = (calls.get(params.name) ?? 0) + 1
    calls.set(params.name, made)
    // Slow enough that every request below arrives while the first answer is being made.
    await new Promise((done) => setTimeout(done, 50))
    if (failNext) {
      failNext = false
      throw new HttpError(503, 'Try again.')
    }
    return { name: params.name, made }
  })
  await app.ready()
})
afterAll(() => app.close())

const get = (name: string) => app.inject({ method: 'GET', url: `/things/${name}` })

describe('the public reads cache', () => {
  it('makes an answer once for requests that arrive while it is being made', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('herd')))
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200))
    expect(new Set(answers.map((res) => res.body))).toEqual(new Set([JSON.stringify({ name: 'herd', made: 1 })]))
    expect(calls.get('herd')).toBe(1)
  })

  it('keeps no failure: the requests waiting on it fail, and the next one asks again', async () => {
    failNext = true
    const failed = await Promise.all([get('flaky'), get('flaky')])
    expect(failed.map((res) => res.statusCode)).toEqual([503, 503])
    const next = await get('flaky')
    expect(next.statusCode).toBe(200)
    expect(next.json()).toEqual({ name: 'flaky', made: 2 })
  })
})
