/**
 * A server in front of the suite's that holds back the app's code (its JavaScript, but the
 * early-input script painted pages need at once) until released, as a slow phone's connection
 * does: the painted page is there and usable while the app's code is still on its way. On an origin
 * of its own, so the browser keeps no worker or storage of the suite's for it.
 */
import http from 'node:http'

export interface SlowCodeServer {
  origin: string
  /** From now on the code comes at once, and what was held goes on its way. */
  release(): void
  close(): Promise<void>
}

const APP_CODE = /^\/assets\/(?!early-input-)[^/]+\.js$/

export async function slowCodeServer(port: number, upstream: URL): Promise<SlowCodeServer> {
  if (!port) throw new Error('no port for the slow server: run the suite with `npm run test:engines`')
  let held: (() => void)[] | undefined = []
  const server = http.createServer((request, response) => {
    const forward = () => {
      const onward = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: request.url,
          method: request.method,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
        },
      )
      onward.on('error', () => response.destroy())
      request.pipe(onward)
    }
    if (held && APP_CODE.test(new URL(request.url ?? '/', upstream).pathname)) held.push(forward)
    else forward()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    origin: `http://127.0.0.1:${port}`,
    release() {
      const waiting = held ?? []
      held = undefined
      for (const forward of waiting) forward()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
