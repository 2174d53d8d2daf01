/**
 * The journeys that matter, as a person does them, for any engine: each test file (webkit-session.ts's,
 * firefox.test.ts) registers them with its own way to open a fresh browser and to go offline.
 * Every journey starts on a new device (empty storage, no service worker) and signs in itself.
 */
import { mkdirSync } from 'node:fs'
import { afterEach, describe, expect, test } from 'vitest'
import type { Person } from './person'
import { slowCodeServer } from './slow-code-server'

export const ORIGIN = process.env.ENGINES_ORIGIN ?? 'http://127.0.0.1:8096'

const SHOTS = '.tmp/engines-failures'
const PASSWORD = 'CarewiseDemo1'
const LEARNER = 'learner@carewise.example'
const MANAGER = 'manager@sunrise-care.example'
const ONLINE_COURSE = { slug: 'dementia-awareness', name: 'Dementia Awareness' }
/**
 * In-house courses of the demo catalogue: one per journey, so their drafts never meet; the booking
 * journey's one per engine, as the engines run at once with the same account, whose drafts the
 * server keeps (one engine's reload must resume its own draft, not the other's).
 */
const WORKSHOP = {
  webkit: { slug: 'care-certificate-induction-workshop', price: '£120.00' },
  firefox: { slug: 'mental-health-support-skills-workshop', price: '£120.00' },
} as const
const TAP_WORKSHOP = 'dementia-communication-workshop'

export interface OpenOptions {
  /**
   * The person acts on pages still loading (their code held back): the driver must not wait for a
   * page's load before running what they do (WebKit's does, by default).
   */
  whileLoading?: boolean
}

export interface EngineJourneys {
  /** A new browser with storage of its own, on `origin` (the suite's server unless named). */
  open(origin?: string, options?: OpenOptions): Promise<Person>
  /**
   * Offline for this person, however the engine allows: `offline()` cuts them off, `online()` brings
   * them back. The name says how, for the test's title.
   */
  offline: {
    how: string
    origin?: string
    offline(person: Person): Promise<void>
    online(person: Person): Promise<void>
  }
  /** A port of this engine's own, for a server that is slow to send the app's code. */
  slowCodePort: number
  /**
   * The engine's journeys split over sessions run at once (each in a test file of its own): this
   * file runs every `of`-th journey from the `index`-th (from 0).
   */
  share?: { index: number; of: number }
}

/** Waits for the app to mark the page as started: only where starting is what the test is about. */
export const appReady = (person: Person, waitMs = 30_000) =>
  person.waitFor('html[data-app-ready]', 'return document.documentElement.hasAttribute("data-app-ready")', waitMs)

/** The header's cart link, by the name it gives assistive technology ("Cart, 1 item"). */
const cartLink = (count: number) =>
  ({ role: 'link', name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` }) as const

async function addToCart(person: Person, course = ONLINE_COURSE) {
  await person.open(`/course-detail/${course.slug}`)
  await person.tap({ role: 'button', name: 'Add to cart' })
  await person.tap({ role: 'button', name: 'Add to cart', within: 'dialog[open]' })
  await person.see('Added to your cart')
  await person.tap({ role: 'button', name: 'Continue browsing', within: 'dialog[open]' })
  await person.seeControl(cartLink(1))
}

/** Logs in on the page the person is on (the login page, or one that sent them there). */
async function logInHere(person: Person, email: string) {
  await person.fill('Email', email)
  await person.fill('Password', PASSWORD)
  await person.tap({ role: 'button', name: 'Log in' })
  // After its message the login page loads the next page afresh.
  await person.waitFor(
    'the page after logging in',
    'return location.pathname !== "/login" && document.readyState === "complete"',
    30_000,
  )
}

async function logIn(person: Person, email: string) {
  await person.open('/login')
  await logInHere(person, email)
}

async function payWithTestCard(person: Person) {
  await person.see('Test mode')
  await person.fill('Card number', '4242 4242 4242 4242')
  await person.fill('Expiry date', '12 / 34')
  await person.fill('Security code', '123')
}

/** A joining date a month from now, as the date input holds it. */
function futureDate(): string {
  const date = new Date(Date.now() + 30 * 86_400_000)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

/**
 * The date field: each engine draws its own date picker (segments in Firefox and WebKitGTK, a wheel
 * on an iPhone), and no keystrokes reach every one the same way. The value a picker gives is set
 * as the picker sets it, through the element's own setter and an input event.
 */
async function pickDate(person: Person, label: string, value: string) {
  const done = await person.driver.run<boolean>(`
    const label = [...document.querySelectorAll('dialog[open] label')].find((l) => l.textContent.trim().startsWith(${JSON.stringify(label)}))
    const input = label && label.control
    if (!input) return false
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(value)})
    input.dispatchEvent(new Event('input', { bubbles: true }))
    input.dispatchEvent(new Event('change', { bubbles: true }))
    return true`)
  expect(done, `a date field labelled ${label}`).toBe(true)
}

/** Step 2's question `n` (from 1): a fieldset in each item of the list. */
const question = (n: number) => `main li:nth-of-type(${n}) fieldset`

async function answerEveryQuestion(person: Person, answer: 'Yes' | 'No') {
  const count = await person.waitFor<number>(
    'the questions',
    'return document.querySelectorAll("main fieldset").length',
  )
  for (let i = 1; i <= count; i++) await person.tap({ role: 'radio', name: answer, within: question(i) })
  return count
}

export function registerJourneys(engine: string, journeys: EngineJourneys): void {
  const people: Person[] = []
  const open = async (origin?: string, options?: OpenOptions) => {
    const started = Date.now()
    const person = await journeys.open(origin, options)
    if (process.env.ENGINES_TRACE) console.log(`${person.engine} a new browser ${Date.now() - started} ms`)
    people.push(person)
    return person
  }
  afterEach(async ({ task }) => {
    const failed = task.result?.state === 'fail'
    for (const [index, person] of people.splice(0).entries()) {
      // What the person saw when the journey failed, beside the test run's other records.
      if (failed) {
        mkdirSync(SHOTS, { recursive: true })
        const name = `${person.engine}-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}-${index}.png`
        await person.driver.screenshot(`${SHOTS}/${name}`).catch(() => undefined)
        console.error(`Screenshot: ${SHOTS}/${name} at ${await person.driver.url().catch(() => '?')}`)
      }
      await person.close()
    }
  })

  const { index, of } = journeys.share ?? { index: 0, of: 1 }
  let registered = 0
  const journey = (name: string, body: () => Promise<void>) => {
    if (registered++ % of === index) test(name, body)
  }

  describe(engine, () => {
    journey('home and /courses render and the app starts', async () => {
      const person = await open()
      await person.open('/')
      await person.see('Transform your skills')
      // The app's start is what this test is about.
      await appReady(person)
      await person.open('/courses')
      await person.see(/Showing \d+ courses/)
      await appReady(person)
    })

    journey('the header search shows results', async () => {
      const person = await open()
      await person.open('/')
      await person.fill('Search courses', 'dementia')
      await person.seeControl({ role: 'option', name: new RegExp(`^${ONLINE_COURSE.name}`) })
    })

    journey('a course page’s Add to cart fills the cart badge, and the cart survives a reload', async () => {
      const person = await open()
      await addToCart(person)
      await person.reload()
      await person.seeControl(cartLink(1))
      await person.tap(cartLink(1))
      await person.see(ONLINE_COURSE.name)
      expect(await person.path()).toBe('/cart')
    })

    journey(
      `the worker takes control; offline (${journeys.offline.how}), /courses and the cart still show`,
      async () => {
        const person = await open(journeys.offline.origin)
        await person.open('/courses')
        await person.see(/Showing \d+ courses/)
        // A person cannot see the worker: whether it controls the page is asked of the browser.
        await person.waitFor(
          'the service worker to control the page',
          `await navigator.serviceWorker.ready
         if (!navigator.serviceWorker.controller)
           await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
         return !!navigator.serviceWorker.controller`,
          30_000,
        )
        await addToCart(person)
        await journeys.offline.offline(person)
        try {
          await person.open('/courses')
          await person.see(/Showing \d+ courses/)
          await person.see('You’re offline.')
          await person.open('/cart')
          await person.see(ONLINE_COURSE.name)
          await person.seeControl(cartLink(1))
        } finally {
          await journeys.offline.online(person)
        }
      },
    )

    journey(
      'a link tapped, or an address typed, while the page’s code is still on its way goes where it leads',
      async () => {
        // The painted page works before its code arrives; leaving it then (Firefox stops its loads at
        // once) must not make it load itself again in place of where the person is going.
        const slow = await slowCodeServer(journeys.slowCodePort, new URL(ORIGIN))
        try {
          const person = await open(slow.origin, { whileLoading: true })
          await person.startOpening('/')
          await person.see('Transform your skills')
          await person.tap({ role: 'link', name: 'Explore Courses' })
          await person.see(/Showing \d+ courses/)
          expect(await person.path()).toBe('/courses')
          await person.startOpening('/about')
          await person.waitFor(
            'the About Us page',
            'return document.querySelector("main h1")?.textContent === "About Us"',
          )
          // Still there once the code has arrived and the app has started.
          slow.release()
          await appReady(person)
          expect(await person.path()).toBe('/about')
        } finally {
          await slow.close()
        }
      },
    )

    journey('logging in shows the dashboard', async () => {
      const person = await open()
      await person.open('/dashboard')
      // Not logged in yet: the dashboard asks for it, and comes back once done.
      await person.see('Log in')
      await logInHere(person, LEARNER)
      await person.see('Welcome, Olivia Bennett')
      expect(await person.path()).toBe('/dashboard')
    })

    journey('the payment page’s sandbox card form takes a test card, and the success page shows', async () => {
      const person = await open()
      await logIn(person, LEARNER)
      await addToCart(person)
      await person.tap(cartLink(1))
      await person.tap({ role: 'button', name: 'Proceed to checkout' })
      // The demo account holds no address yet: the checkout asks for one.
      await person.fill('Billing address', '1 Care Street, Leeds LS1 1AA')
      await payWithTestCard(person)
      await person.tap({ role: 'button', name: /^Pay £/ })
      await person.see('Payment Successful', 30_000)
      expect(await person.path()).toBe('/success')
    })

    journey('the three booking steps, with a reload at step 2 resuming the draft', async () => {
      const person = await open()
      const workshop = WORKSHOP[person.engine]
      await logIn(person, LEARNER)
      await person.open(`/course-detail/${workshop.slug}`)
      await person.tap({ role: 'button', name: 'Book Now' })
      const form = 'dialog[open]'
      await person.fill('Full name', 'Priya Shah', form)
      await person.fill('Email address', 'priya@care-home.example', form)
      await person.fill('Training address', '12 Elm Road, Leeds', form)
      await person.fill('Postal code', 'LS1 4AB', form)
      await pickDate(person, 'Training date', futureDate())
      await person.fill('Number of delegates', '1', form)
      await person.tap({ role: 'button', name: 'Continue to questions', within: form })
      await person.see('A few questions about your training')
      expect(await person.path()).toBe(`/booking/questions/${workshop.slug}`)

      // Halfway through step 2 the page is reloaded: the draft brings the person back to it, with
      // the answer given.
      await person.tap({ role: 'radio', name: 'Yes', within: question(1) })
      await person.reload()
      await person.see('A few questions about your training')
      expect(await person.path()).toBe(`/booking/questions/${workshop.slug}`)
      await person.waitFor(
        'the first answer to be kept',
        `return !!document.querySelector("${question(1)} input[type=radio]:checked")`,
      )
      await answerEveryQuestion(person, 'Yes')
      await person.tap({ role: 'button', name: 'Continue to payment' })
      await person.see(workshop.price)
      expect(await person.path()).toBe(`/booking/${workshop.slug}/payment`)
      await payWithTestCard(person)
      await person.tap({ role: 'button', name: `Pay ${workshop.price}` })
      await person.see('Payment Successful', 30_000)
      expect(await person.path()).toBe('/booking/success')
    })

    journey('a manager sees their team', async () => {
      const person = await open()
      await logIn(person, MANAGER)
      await person.open('/team')
      await person.see('Your team')
      await person.see('Safeguarding Adults Level 2')
      // The invitation form lies below the matrix, laid out as it nears the screen (WebKit's
      // innerText leaves such a part out until then): its button is there to be tapped.
      await person.seeControl({ role: 'button', name: 'Send invitation' })
    })

    journey(
      'Book Now tapped as soon as the app says it is ready, on a device holding a cart, opens the form',
      async () => {
        const person = await open()
        await addToCart(person)
        // The ready mark is what this test is about: a tap the moment it is set must be honoured, each
        // time. The page is opened afresh each time, with the cart (and so the database) on the device.
        for (let attempt = 1; attempt <= 5; attempt++) {
          await person.open(`/course-detail/${TAP_WORKSHOP}`)
          await appReady(person)
          await person.tapNow({ role: 'button', name: 'Book Now' }, 5_000)
          await person
            .seeControl({ role: 'button', name: 'Continue to questions', within: 'dialog[open]' }, 5_000)
            .catch((error: unknown) => {
              throw new Error(`tap ${attempt} on Book Now opened nothing: ${String(error)}`)
            })
          await person.driver.pressKey('Escape')
        }
      },
    )
  })
}
