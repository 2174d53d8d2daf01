import { afterAll, beforeAll } from 'vitest'
import { ORIGIN, registerJourneys } from './journeys'
import { stoppableServer, type StoppableServer } from './stoppable-server'
import { openWebKit } from './webkit'

/**
 * WebKitWebDriver cannot emulate offline (it offers no BiDi session, and classic WebDriver has no
 * such command): the offline journey runs on a server of its own, in front of the suite's, and
 * that server is stopped.
 */
let own: StoppableServer
beforeAll(async () => {
  own = await stoppableServer(Number(process.env.ENGINES_OFFLINE_PORT), new URL(ORIGIN))
})
afterAll(() => own.close())

registerJourneys('WebKit', {
  open: (origin = ORIGIN) => openWebKit(origin),
  offline: {
    how: 'WebKit’s driver cannot emulate it: a server of its own is stopped',
    get origin() {
      return own.origin
    },
    offline: () => own.stop(),
    online: () => own.start(),
  },
})
