import type { z } from 'zod'
import type { Endpoint } from '@/shared/contract/common'
import { apiUrl } from './api-url'
import { env } from './env'

export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'parse'

const MESSAGES: Record<Exclude<ApiErrorKind, 'http'>, string> = {
  network: 'We couldn’t reach the server. Check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  aborted: 'The request was cancelled.',
  parse: 'The server sent an answer we could not read. Please try again later.',
}

/** The one error every call throws: which kind of failure, and what the server said if it answered. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  /** Per-field messages from a 422, keyed by field name. */
  readonly fieldErrors: Record<string, string[]>
  /** The parsed error body, for callers that need extra fields (e.g. a 409's amount). */
  readonly body: unknown
  /** The server's own words for the user: a 4xx's message, when it sent one that is not blank. */
  readonly userMessage: string | undefined

  constructor(
    kind: ApiErrorKind,
    options: {
      message?: string
      status?: number
      fieldErrors?: Record<string, string[]>
      body?: unknown
      cause?: unknown
    } = {},
  ) {
    const given = options.message?.trim() ? options.message : undefined
    super(
      given ??
        (kind === 'http' ? `The server answered with an error (HTTP ${options.status ?? '?'}).` : MESSAGES[kind]),
      { cause: options.cause },
    )
    this.name = 'ApiError'
    this.kind = kind
    this.status = options.status
    this.fieldErrors = options.fieldErrors ?? {}
    this.body = options.body
    this.userMessage = this.fromServer ? given : undefined
  }

  /** True when no answer came at all: no connection, or none in time. */
  get noAnswer(): boolean {
    return this.kind === 'network' || this.kind === 'timeout'
  }

  /** True when the server itself answered the request (a 4xx), rather than failing at it. */
  get fromServer(): boolean {
    return this.kind === 'http' && this.status !== undefined && this.status < 500
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The server has no such thing (a 404): a not-found page, not a retry. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404
}

type In<T> = T extends z.ZodType ? z.input<T> : undefined

export type CallInput<E extends Endpoint> = {
  signal?: AbortSignal
  timeoutMs?: number
  /**
   * Work the person did not ask for just now (keeping their drafts on the server): a 401 fails
   * the call without sending them to log in from whatever page they are reading.
   */
  background?: boolean
} & (E['params'] extends z.ZodType ? { params: In<E['params']> } : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: In<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: In<E['body']> } : { body?: undefined })

interface ClientHooks {
  getToken: () => string | null
  onUnauthorized: () => void
  /** The server's first paint answers the calls in-process instead of over the network. */
  fetch: typeof fetch
}

let hooks: ClientHooks = { getToken: () => null, onUnauthorized: () => {}, fetch: (input, init) => fetch(input, init) }

/** The session lives in the auth feature; it tells the client how to read the token and what a 401 means. */
export function configureApiClient(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next }
}

function buildPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/:([a-zA-Z_]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')))
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null
}

/**
 * The contract's calls, by module, loaded on demand: zod and the schemas (~25 KB gzip) come with the
 * first call, not with the page, which the server painted from data it had already parsed.
 */
const contracts = {
  auth: () => import('@/shared/contract/auth').then((module) => module.authCalls),
  booking: () => import('@/shared/contract/booking').then((module) => module.bookingCalls),
  catalogue: () => import('@/shared/contract/catalogue').then((module) => module.catalogueCalls),
  checkout: () => import('@/shared/contract/checkout').then((module) => module.checkoutCalls),
  content: () => import('@/shared/contract/content').then((module) => module.contentCalls),
  team: () => import('@/shared/contract/team').then((module) => module.teamCalls),
  learning: () => import('@/shared/contract/learning').then((module) => module.learningCalls),
  trainingMatrix: () => import('@/shared/contract/training-matrix').then((module) => module.trainingMatrixCalls),
}

type Calls = { [M in keyof typeof contracts]: Awaited<ReturnType<(typeof contracts)[M]>> }

/** One call of the contract by name, `module.call` (e.g. `catalogue.course`): a reference that loads nothing. */
export type CallName = { [M in keyof Calls]: `${M}.${Extract<keyof Calls[M], string>}` }[keyof Calls]

/** The endpoint a call name stands for, with its schemas' types. */
export type EndpointOf<N extends CallName> = N extends `${infer M extends keyof Calls}.${infer C extends string}`
  ? C extends keyof Calls[M]
    ? Calls[M][C] & Endpoint
    : never
  : never

/**
 * Loads the endpoint of a call. A load that fails (offline before the app was cached, or files
 * replaced by a deploy) is a network failure like any other, so offline fallbacks still apply.
 */
async function loadEndpoint<N extends CallName>(name: N): Promise<EndpointOf<N>> {
  const [module, call] = name.split('.') as [keyof Calls, string]
  let calls: Record<string, Endpoint>
  try {
    calls = await contracts[module]()
  } catch (cause) {
    throw new ApiError('network', { cause })
  }
  // The name's type says which module and call it is; its endpoint has the types EndpointOf gives.
  return calls[call] as EndpointOf<N>
}

/**
 * Runs a request under one signal for both the caller's cancellation and the timeout, so that its
 * failure can be told apart: an `ApiError` it throws passes through, anything else becomes
 * `timeout`, `aborted` or `network`.
 */
async function withDeadline<T>(
  signal: AbortSignal | undefined,
  timeoutMs: number,
  request: (deadline: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const forwardAbort = () => controller.abort()
  if (signal?.aborted) controller.abort()
  signal?.addEventListener('abort', forwardAbort, { once: true })
  try {
    return await request(controller.signal)
  } catch (cause) {
    if (cause instanceof ApiError) throw cause
    if (timedOut) throw new ApiError('timeout', { cause })
    if (signal?.aborted) throw new ApiError('aborted', { cause })
    throw new ApiError('network', { cause })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', forwardAbort)
  }
}

/**
 * Calls one endpoint of the contract by name (`callApi('catalogue.course', { params })`), loading
 * its module of the contract first, and returns its parsed, normalised response. Throws `ApiError`
 * for every failure: no connection (or no contract module), timeout (15 s by default),
 * cancellation, an error status (with the server's message and field errors), or an answer that
 * does not parse.
 */
export async function callApi<N extends CallName>(
  name: N,
  input: CallInput<EndpointOf<N>>,
): Promise<z.output<EndpointOf<N>['response']>> {
  return callEndpoint(await loadEndpoint(name), input)
}

/** `callApi` for an endpoint already at hand (tests, and code that has the contract loaded). */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
): Promise<z.output<E['response']>> {
  const { signal, timeoutMs = env.VITE_API_TIMEOUT_MS, background = false } = input
  let url = apiUrl(buildPath(endpoint.path, input.params as Record<string, unknown> | undefined))
  if (input.query) {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(input.query as Record<string, unknown>)) {
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
    }
    const text = search.toString()
    if (text) url += `?${text}`
  }

  const headers: Record<string, string> = { Accept: 'application/json' }
  if (input.body !== undefined) headers['Content-Type'] = 'application/json'
  const token = endpoint.auth === 'none' ? null : hooks.getToken()
  if (token) headers.Authorization = `Bearer ${token}`
  const xsrf = readCookie('XSRF-TOKEN')
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf

  const { response, raw } = await withDeadline(signal, timeoutMs, async (deadline) => {
    const response = await hooks.fetch(url, {
      method: endpoint.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: deadline,
      credentials: 'same-origin',
    })
    return { response, raw: await response.text() }
  })

  let json: unknown
  try {
    json = raw === '' ? undefined : JSON.parse(raw)
  } catch (cause) {
    if (!response.ok) throw new ApiError('http', { status: response.status, cause })
    throw new ApiError('parse', { status: response.status, cause })
  }

  if (!response.ok) {
    // Already loaded with the caller's endpoint, which is built on it.
    const { errorBody } = await import('@/shared/contract/common')
    const parsed = errorBody.safeParse(json)
    if (response.status === 401 && token && !background) hooks.onUnauthorized()
    throw new ApiError('http', {
      status: response.status,
      message: parsed.success ? parsed.data.message : undefined,
      fieldErrors: parsed.success ? parsed.data.errors : undefined,
      body: json,
    })
  }

  const parsed = endpoint.response.safeParse(json)
  if (!parsed.success) throw new ApiError('parse', { status: response.status, cause: parsed.error })
  return parsed.data as z.output<E['response']>
}

/** A file the API answered with (a PDF, say), as the bytes and the name the server gave it. */
export interface ApiFile {
  blob: Blob
  fileName: string | null
}

/**
 * Downloads a file from an API path with the bearer session in the Authorization header (never in
 * the URL), with the same timeout, cancellation and `ApiError`s as `callApi`.
 */
export async function fetchApiFile(
  path: string,
  { signal, timeoutMs = env.VITE_API_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ApiFile> {
  const headers: Record<string, string> = { Accept: 'application/pdf, application/json' }
  const token = hooks.getToken()
  if (token) headers.Authorization = `Bearer ${token}`
  return withDeadline(signal, timeoutMs, async (deadline) => {
    const response = await hooks.fetch(apiUrl(path), { headers, signal: deadline, credentials: 'same-origin' })
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => undefined)
      const message =
        typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
          ? body.message
          : undefined
      if (response.status === 401 && token) hooks.onUnauthorized()
      throw new ApiError('http', { status: response.status, message, body })
    }
    const disposition = response.headers.get('content-disposition') ?? ''
    return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null }
  })
}
