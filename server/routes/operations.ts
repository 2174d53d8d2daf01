import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client'
import { migrationsDone } from '../operations/operations'

/**
 * GET /health: the process is alive (the app's own online check uses it). GET /ready: the load
 * balancer's check, 200 once the database answers and every migration of this build is applied,
 * else 503. Neither is ever cached.
 */
export function operationsRoutes(api: FastifyInstance, db: Database): void {
  api.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { ok: true }
  })

  api.get('/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      if (await migrationsDone(db)) return { ready: true }
      return reply.status(503).send({ ready: false, message: 'The database schema is not up to date.' })
    } catch {
      return reply.status(503).send({ ready: false, message: 'The database cannot be reached.' })
    }
  })
}
