import { afterAll, expect, test } from 'vitest'
import { closeFirefox, openFirefox, type FirefoxPerson } from './firefox'
import { appReady, ORIGIN, registerJourneys } from './journeys'
import { enginePorts } from './ports'

afterAll(closeFirefox)

registerJourneys('Firefox ESR', {
  open: (origin = ORIGIN) => openFirefox(origin),
  slowCodePort: enginePorts().firefoxSlowCode,
  offline: {
    how: 'the driver’s offline emulation',
    offline: (person) => (person as FirefoxPerson).page.setOfflineMode(true),
    online: (person) => (person as FirefoxPerson).page.setOfflineMode(false),
  },
})

/** What Firefox on an Android phone says it is: no install prompt a page can offer, only its menu. */
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 15; Mobile; rv:153.0) Gecko/153.0 Firefox/153.0'

test('on Firefox for Android, where the page cannot offer to install, it says how: the menu, then Add to Home screen, until dismissed', async () => {
  const person = await openFirefox(ORIGIN, { phone: ANDROID_FIREFOX })
  try {
    await person.open('/')
    await person.see('Install Carewise on your phone: open Firefox’s menu (⋮), then Add to Home screen.')
    await person.tap({ role: 'button', name: 'Got it' })
    // As a person does, they see it go before going on (a tap before the app is ready is replayed then).
    await person.waitFor('the hint to go', 'return !document.body.innerText.includes("Add to Home screen")')
    // Dismissed once is dismissed: it does not come back on the next page.
    await person.open('/courses')
    await person.see(/Showing \d+ courses/)
    await appReady(person)
    expect(await person.driver.run<string>('return document.body.innerText')).not.toContain('Add to Home screen')
  } finally {
    await person.close()
  }
})
