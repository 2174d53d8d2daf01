import { expect, test } from 'vitest'
import { appReady, ORIGIN } from './journeys'
import { openWebKit } from './webkit'
import { registerWebKitSession } from './webkit-session'

// Half of WebKit's journeys (webkit-session.ts; the other half in webkit-2.test.ts), and the iPhone's install hint.
const { driverPort } = registerWebKitSession(0)

/** What an iPhone's Safari (18) says it is: WebKit there, with no install prompt of its own. */
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1'

test('on an iPhone, where no browser offers to install, the page says how: Share, then Add to Home Screen, until dismissed', async () => {
  const person = await openWebKit(ORIGIN, driverPort, { userAgent: IPHONE_SAFARI })
  try {
    await person.open('/')
    await person.see('Install Carewise on your iPhone: tap Share, then Add to Home Screen.')
    await person.tap({ role: 'button', name: 'Got it' })
    // As a person does, they see it go before going on (a tap before the app is ready is replayed then).
    await person.waitFor('the hint to go', 'return !document.body.innerText.includes("Add to Home Screen")')
    await person.reload()
    await person.see('Transform your skills')
    // Dismissed once is dismissed: it does not come back on the next page.
    await person.open('/courses')
    await person.see(/Showing \d+ courses/)
    // The hint is the app's (the server's paint cannot know the browser): absent once it has started.
    await appReady(person)
    expect(await person.driver.run<string>('return document.body.innerText')).not.toContain('Add to Home Screen')
  } finally {
    await person.close()
  }
})
