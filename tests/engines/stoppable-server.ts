/**
 * A server that can be stopped and started again: it passes every connection through to the
 * suite's server, on an origin of its own (so the browser keeps a service worker and storage for it
 * alone). Stopped, it refuses connections and drops the open ones, as a lost connection does.
 */
import net from 'node:net'

export interface StoppableServer {
  origin: string
  stop(): Promise<void>
  start(): Promise<void>
  close(): Promise<void>
}

export async function stoppableServer(port: number, upstream: URL): Promise<StoppableServer> {
  if (!port) throw new Error('no port for the offline journey’s server: run the suite with `npm run test:engines`')
  const open = new Set<net.Socket>()
  let listener: net.Server | undefined
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const server = net.createServer((client) => {
        const to = net.connect(Number(upstream.port), upstream.hostname)
        for (const socket of [client, to]) {
          open.add(socket)
          socket.on('error', () => socket.destroy())
          socket.on('close', () => {
            open.delete(socket)
            client.destroy()
            to.destroy()
          })
        }
        client.pipe(to).pipe(client)
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        listener = server
        resolve()
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy()
      if (!listener) return resolve()
      listener.close(() => resolve())
      listener = undefined
    })
  await start()
  return { origin: `http://127.0.0.1:${port}`, stop, start, close: stop }
}
