import { apiUrl } from './api-url'

/**
 * A page's data asked for by the entry script (main.tsx) while the app's code is still arriving and
 * starting — on the bench's phone most of a second, which the page's first call otherwise waited
 * behind — and handed to the app's first call for the same address as the same account.
 */
interface EarlyAnswer {
  url: string
  token: string
  response: Promise<Response>
  controller: AbortController
}

/** An answer no call has taken by then is dropped: the page that wanted it was never shown. */
const KEPT_MS = 15_000

let waiting: EarlyAnswer[] = []

const drop = (answer: EarlyAnswer): boolean => {
  const held = waiting.includes(answer)
  waiting = waiting.filter((other) => other !== answer)
  return held
}

/** Asks for the API's `paths` now, as the account whose bearer token is `token`. */
export function fetchEarly(paths: readonly string[], token: string): void {
  for (const path of paths) {
    const url = apiUrl(path)
    const controller = new AbortController()
    const response = fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      credentials: 'same-origin',
      signal: controller.signal,
    })
    // A failure is reported by the call that takes the answer, as its own fetch's would be.
    response.catch(() => {})
    const answer = { url, token, response, controller }
    waiting.push(answer)
    setTimeout(() => {
      if (drop(answer)) controller.abort()
    }, KEPT_MS)
  }
}

/**
 * The answer asked for early for `url` as `token`'s account, to one caller only; it stops when
 * `signal` aborts, as the caller's own fetch would. Undefined when there is none.
 */
export function takeEarly(url: string, token: string | null, signal: AbortSignal): Promise<Response> | undefined {
  const answer = waiting.find((early) => early.url === url && early.token === token)
  if (!answer) return undefined
  drop(answer)
  if (signal.aborted) answer.controller.abort()
  else signal.addEventListener('abort', () => answer.controller.abort(), { once: true })
  return answer.response
}
