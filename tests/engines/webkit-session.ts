import { afterAll, beforeAll } from 'vitest'
import { ORIGIN, registerJourneys } from './journeys'
import { enginePorts, WEBKIT_SESSIONS } from './ports'
import { stoppableServer, type StoppableServer } from './stoppable-server'
import { openWebKit } from './webkit'

/**
 * WebKit's journeys, shared between test files run at once (webkit-1.test.ts, webkit-2.test.ts),
 * each with a WebKitWebDriver of its own: WebKit's side of the suite is the longer, and a driver
 * runs one session at a time. `session` (from 0) picks the file's driver, ports and journeys.
 *
 * WebKitWebDriver cannot emulate offline (it offers no BiDi session, and classic WebDriver has no
 * such command): the offline journey runs on a server of its own, in front of the suite's, and
 * that server is stopped.
 */
export function registerWebKitSession(session: number): { driverPort: number } {
  const ports = enginePorts().webkit[session]
  if (!ports) throw new Error(`no WebKit session ${session}`)
  let own: StoppableServer
  beforeAll(async () => {
    own = await stoppableServer(ports.offline, new URL(ORIGIN))
  })
  afterAll(() => own.close())

  registerJourneys('WebKit', {
    open: (origin = ORIGIN, options) => openWebKit(origin, ports.driver, options),
    slowCodePort: ports.slowCode,
    share: { index: session, of: WEBKIT_SESSIONS },
    offline: {
      how: 'WebKit’s driver cannot emulate it: a server of its own is stopped',
      get origin() {
        return own.origin
      },
      offline: () => own.stop(),
      online: () => own.start(),
    },
  })
  return { driverPort: ports.driver }
}
