import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'

export interface RunningServer {
  origin: string
  /** Its DATA_DIR (the database and, without SMTP, the mail it sends). */
  dataDir: string
  stop(): Promise<void>
}

/**
 * Runs the server exactly as `npm start` does (building first when needed), on its own port and a
 * fresh data directory, `.tmp/<user>-data-<port>` (the bench's, or a test suite's).
 */
export async function startServer(
  port: number,
  extraEnv: Record<string, string> = {},
  user = 'bench',
): Promise<RunningServer> {
  const dataDir = `.tmp/${user}-data-${port}`
  rmSync(dataDir, { recursive: true, force: true })
  const child: ChildProcess = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The photographs' warm-up (server/images.ts) takes a core for minutes on a fresh clone: the
      // figures are measured without it, as the runs before it were, and the abuse section's
      // visitor asks for a size that is not made yet in any case.
      IMAGE_WARM_UP: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 240_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 4 minutes')
    await new Promise((done) => setTimeout(done, 500))
  }
  return {
    origin,
    dataDir,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done())
        child.kill('SIGTERM')
      }),
  }
}
