import { loggableError } from '../lib/loggable-error'

/** Query parameters that carry a credential: the reset link's token and the profile link's code. */
const SECRET_PARAMS = new Set(['token', 'auth', 'code', 'password'])

/** How deep a return address may hide another (`/register?next=/login?from=/accept-invite?token=…`). */
const NESTED_URLS = 4

/**
 * The URL as it may be logged: secret query values replaced, also inside a query value that is
 * itself an address with a query, such as the invitation link kept in /login?from=, so no token
 * reaches a log line. Unchanged (byte for byte) when it holds no secret.
 */
function redactUrl(url: string, depth = 0): string {
  const queryStart = url.indexOf('?')
  if (queryStart === -1 || depth > NESTED_URLS) return url
  const params = new URLSearchParams()
  let changed = false
  for (const [key, value] of new URLSearchParams(url.slice(queryStart + 1))) {
    const redacted = SECRET_PARAMS.has(key.toLowerCase()) ? '[redacted]' : redactUrl(value, depth + 1)
    params.append(key, redacted)
    if (redacted !== value) changed = true
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url
}

const SECRET_IN_TEXT = /([?&](?:token|auth|code|password)=)[^&\s"']+/gi
/** An address with a query inside free text, whose query values may hold an encoded address in turn. */
const URL_IN_TEXT = /[^\s"'?]*\?[^\s"']+/g

/** The same for URLs inside free text, such as Fastify's own "Route GET:/… not found" line. */
function redactText(text: string): string {
  return text.replace(URL_IN_TEXT, (found) => redactUrl(found)).replace(SECRET_IN_TEXT, '$1[redacted]')
}

/**
 * One argument of a log call as it may be logged: URLs in text redacted, and an error, alone or as
 * `err`, as loggableError tells it (a failed query without its parameters). Here rather than at
 * each `log.error`, so that Fastify's own error lines are covered too.
 */
function redactArgument(arg: unknown): unknown {
  if (typeof arg === 'string') return redactText(arg)
  if (arg instanceof Error) {
    const loggable = loggableError(arg)
    return loggable === arg ? arg : { err: loggable }
  }
  if (typeof arg === 'object' && arg !== null && 'err' in arg) return { ...arg, err: loggableError(arg.err) }
  return arg
}

interface LoggedRequest {
  method?: string
  url?: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

/**
 * Logger options for Fastify: its own request serializer with the URL redacted, and a hook that
 * redacts URLs in every message string.
 */
export const logRedaction = {
  serializers: {
    req(request: LoggedRequest) {
      return {
        method: request.method,
        url: request.url === undefined ? undefined : redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }
    },
  },
  hooks: {
    logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
      method.apply(this, args.map(redactArgument))
    },
  },
}
