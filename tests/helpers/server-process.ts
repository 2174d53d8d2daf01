import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** One API server process (`server/main.ts`, as `npm start` runs it), for tests across processes. */
export interface ServerProcess {
  origin: string
  child: ChildProcess
  /** Resolves when the process has ended, with its exit code (null after a signal). */
  exited: Promise<number | null>
  /** What it wrote to stderr (start-up failures). */
  stderr(): string
}

/**
 * Starts the API (no built storefront) on `port` with `env` added to a quiet test environment, and
 * resolves once `/api/ready` answers 200: migrated, seeded and listening.
 */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      STATIC_DIR: '',
      SSR_DIR: '',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'carewise-instance-')),
      // The demo's training reminders would add to the mail these tests count.
      TRAINING_REMINDERS: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let gone = false
  void exited.then(() => (gone = true))
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  for (;;) {
    if (gone) throw new Error(`the server on port ${port} exited during start-up:\n${stderr}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server on port ${port} was not ready within 180 s:\n${stderr}`)
    }
    const ready = await fetch(`${origin}/api/ready`).then(
      (res) => res.status === 200,
      () => false,
    )
    if (ready) return { origin, child, exited, stderr: () => stderr }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
