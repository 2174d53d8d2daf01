import { afterAll } from 'vitest'
import { closeFirefox, openFirefox, type FirefoxPerson } from './firefox'
import { ORIGIN, registerJourneys } from './journeys'

afterAll(closeFirefox)

registerJourneys('Firefox ESR', {
  open: (origin = ORIGIN) => openFirefox(origin),
  slowCodePort: Number(process.env.ENGINES_SLOW_CODE_PORT) + 1,
  offline: {
    how: 'the driver’s offline emulation',
    offline: (person) => (person as FirefoxPerson).page.setOfflineMode(true),
    online: (person) => (person as FirefoxPerson).page.setOfflineMode(false),
  },
})
