import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync, type BrotliOptions } from 'node:zlib'

/** What @fastify/compress offers (app.ts), and what this module offers for cached answers. */
export const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip']
/** Smaller answers go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024
/**
 * Brotli 6, not the plugin's 4: a page's HTML is ~8% smaller (a painted /courses then fits the
 * first round trip of a new connection) and, at these sizes, no slower to make.
 */
export const BROTLI_OPTIONS: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 6 },
}

/**
 * A text the server sends many times over (a cached API answer, a painted page), with its ETag and
 * its compressed forms made once, when first asked for. @fastify/compress and @fastify/etag would
 * compress and hash it again for every browser request: at 50 connections that held
 * /api/courselist to ~1,400 requests a second (p99 ~150 ms) and a painted /courses to ~300,
 * against 13,000 for the same answer to a client that accepts no compression.
 */
export class CompressedText {
  readonly #encoded = new Map<'br' | 'gzip', Buffer>()
  #etag: string | undefined

  constructor(readonly text: string) {}

  /**
   * Sends the text in the best encoding the request accepts; @fastify/compress leaves an encoded
   * body alone, and @fastify/etag keeps the ETag (weak, as it makes them: the encodings are the
   * same text) and still answers a matching If-None-Match with 304.
   */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    this.#etag ??= `W/"${createHash('sha1').update(this.text).digest('base64')}"`
    // Added to what the route varies by already (a signed-in page, by its cookie).
    const vary = reply.getHeader('vary')
    reply.header('etag', this.#etag).header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
    const accepted = request.headers['accept-encoding']?.toLowerCase()
    const encoding = accepted && this.text.length >= COMPRESS_THRESHOLD ? negotiate(accepted, ENCODINGS) : null
    if (!encoding) return reply.send(this.text)
    let body = this.#encoded.get(encoding)
    if (!body) {
      body = encoding === 'br' ? brotliCompressSync(this.text, BROTLI_OPTIONS) : gzipSync(this.text)
      this.#encoded.set(encoding, body)
    }
    return reply.header('content-encoding', encoding).send(body)
  }
}

/**
 * A JSON answer made once and sent many times (server/lib/route.ts sends one a handler returns as
 * it is). `T` is the value it was made from, so a route's handler still answers its contract's type.
 */
export class CompressedJson<T> extends CompressedText {
  /** Type only: never set. */
  declare readonly value?: T

  constructor(value: T) {
    super(JSON.stringify(value))
  }
}
