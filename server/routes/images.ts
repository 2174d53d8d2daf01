import type { FastifyInstance } from 'fastify'
import { IMAGE_ROUTE_PREFIX } from '../../src/shared/images'
import { createImagePipeline, type ImagePipelineOptions } from '../images/pipeline'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const RETRY_AFTER_SECONDS = 5
const QUEUE_FULL = 'Too many pictures are being prepared just now. Please try again in a few seconds.'

/**
 * GET /img/<version>/<width>/<path>.<format>: a catalogue photograph at one of the fixed widths
 * (server/images/pipeline.ts makes and keeps it). A bad width or format is a 400, an unknown image
 * a 404, a full encode queue a 503 with Retry-After.
 */
export function imageRoutes(app: FastifyInstance, options: ImagePipelineOptions): void {
  const pipeline = createImagePipeline(options)

  app.get(`${IMAGE_ROUTE_PREFIX}*`, async (request, reply) => {
    // A client that hangs up stops waiting: its place in the queue is given up.
    const hungUp = new AbortController()
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) hungUp.abort()
    })
    const answer = await pipeline.picture((request.params as { '*': string })['*'], request.ip, hungUp.signal)
    switch (answer.kind) {
      case 'bad-request':
        return reply.status(400).header('cache-control', 'no-store').send({ message: answer.message })
      case 'not-found':
        return reply.status(404).header('cache-control', 'no-store').send({ message: 'No such image.' })
      case 'hung-up':
        return reply.hijack()
      case 'busy':
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .header('cache-control', 'no-store')
          .send({ message: QUEUE_FULL })
      case 'picture':
        return reply
          .header('content-type', answer.mime)
          .header('cache-control', answer.current ? IMMUTABLE : 'no-cache')
          .header('etag', answer.etag)
          .send(answer.bytes)
    }
  })

  app.addHook('onClose', async () => pipeline.close())
  if (options.warmUp)
    app.addHook('onListen', (done) => {
      const started = Date.now()
      pipeline
        .warmSizes()
        .then((made) => {
          if (made > 0)
            app.log.info(`made ${made} picture sizes ahead of time in ${Math.round((Date.now() - started) / 1000)} s`)
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'making picture sizes ahead of time stopped'))
      done()
    })
}
