/**
 * What the other engines need on this machine, checked and started: Xvfb (WebKitGTK's MiniBrowser
 * draws to a display; its `--headless` hangs), WebKitWebDriver on that display, and Firefox ESR.
 * Used by the suite's runner (run.ts) and the bench. A missing engine is an error, never a skip.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findProgram } from './find-program'
import { FIREFOX } from './firefox'
import { MINIBROWSER } from './webkit'

const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? findProgram(['WebKitWebDriver'])
const XVFB = findProgram(['Xvfb'])

/** Each engine's binaries, and the Debian package that brings them. */
const NEEDED = [
  { path: WEBKIT_DRIVER, what: 'WebKitWebDriver', apt: 'webkit2gtk-driver' },
  { path: MINIBROWSER, what: 'WebKitGTK’s MiniBrowser', apt: 'webkit2gtk-driver' },
  { path: XVFB, what: 'Xvfb (a display for MiniBrowser)', apt: 'xvfb' },
  { path: FIREFOX, what: 'Firefox ESR', apt: 'firefox-esr' },
]

/** Throws, naming what is missing and how to install it, unless every engine is here. */
export function checkEngines(): void {
  const missing = NEEDED.filter(({ path }) => !existsSync(path))
  if (missing.length === 0) return
  const packages = [...new Set(missing.map(({ apt }) => apt))].join(' ')
  throw new Error(
    [
      `The cross-engine tests need ${missing.map(({ what, path }) => `${what} (${path})`).join(', ')}.`,
      `Install Debian’s packages:   sudo apt-get install -y ${packages}`,
      '(They are never skipped: WebKit is every iPhone’s engine.)',
    ].join('\n'),
  )
}

export interface EngineServices {
  /** Each WebKitWebDriver's port. */
  webkitDriverPorts: number[]
  /** The X display MiniBrowser draws to (`:N`). */
  display: string
  stop(): Promise<void>
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    child.once('exit', () => done())
    child.kill('SIGTERM')
  })
}

/**
 * Xvfb on a display number it picks itself (one no other server holds), and a WebKitWebDriver on
 * each of `driverPorts` (a driver runs one session at a time).
 */
export async function startEngineServices(driverPorts: number[]): Promise<EngineServices> {
  checkEngines()
  // -displayfd: Xvfb takes the first free display number and writes it to that descriptor.
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  let xvfbErrors = ''
  xvfb.stderr?.on('data', (chunk: Buffer) => (xvfbErrors += chunk.toString()))
  const display = await new Promise<string>((resolve, reject) => {
    let written = ''
    const out = xvfb.stdio[3]
    out?.on('data', (chunk: Buffer) => {
      written += chunk.toString()
      if (written.includes('\n')) resolve(`:${written.trim()}`)
    })
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it had a display:\n${xvfbErrors}`)))
    setTimeout(() => reject(new Error(`Xvfb named no display within 20 s:\n${xvfbErrors}`)), 20_000)
  })

  const drivers: ChildProcess[] = []
  const stop = async () => {
    await Promise.all(drivers.map(stopProcess))
    await stopProcess(xvfb)
  }
  try {
    await Promise.all(driverPorts.map((port) => startDriver(port, display, drivers)))
  } catch (error) {
    await stop()
    throw error
  }
  return { webkitDriverPorts: driverPorts, display, stop }
}

async function startDriver(port: number, display: string, started: ChildProcess[]): Promise<void> {
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  started.push(driver)
  let driverErrors = ''
  driver.stderr?.on('data', (chunk: Buffer) => (driverErrors += chunk.toString()))
  const until = Date.now() + 20_000
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return
    if (driver.exitCode !== null || Date.now() > until) {
      throw new Error(`WebKitWebDriver did not answer on port ${port}:\n${driverErrors}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
