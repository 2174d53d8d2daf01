import { describe, expect, it } from 'vitest'
import { catalogueCalls, courseDetailResponse, courseFaq } from '../../src/shared/contract/catalogue'
import { bookingBasicInfo } from '../../src/shared/contract/booking'
import { contactRequest, contentCalls, faq, settings } from '../../src/shared/contract/content'
import { registerRequest, REGISTER_MESSAGES } from '../../src/shared/contract/auth'
import { id } from '../../src/shared/contract/common'
import { numericId } from '../../src/shared/contract/url'

const baseCourse = {
  id: 7,
  slug: 'dementia-awareness',
  name: 'Dementia Awareness',
  title: 'Dementia Awareness',
  image: '/images/courses/dementia-awareness.svg',
  price: '49.99',
  short_description: 'Understand dementia.',
  course_for: 'online',
  category_id: 3,
  gallery1: null,
  description: '<p>About</p>',
}

describe('GET /course/{id} normalisation', () => {
  it.each([
    ['{ course, seo }', { course: baseCourse, seo: { title: 'SEO title' } }],
    ['{ data, seo }', { data: baseCourse, seo: { title: 'SEO title' } }],
    ['the course itself', { ...baseCourse, seo: { title: 'SEO title' } }],
  ])('reads %s as { course, seo }', (_shape, body) => {
    const parsed = courseDetailResponse.parse(body)
    expect(parsed.course.slug).toBe('dementia-awareness')
    expect(parsed.course.price).toBe(49.99)
    expect(parsed.course.gallery1).toBe('')
    expect(parsed.course.what_you_learn).toBe('')
    expect(parsed.seo.title).toBe('SEO title')
    expect('seo' in parsed.course).toBe(false)
  })

  it('falls back to the course name when seo is missing', () => {
    expect(courseDetailResponse.parse({ course: baseCourse }).seo.title).toBe('Dementia Awareness')
  })

  it('rejects a body that is no course at all', () => {
    expect(courseDetailResponse.safeParse({ message: 'nope' }).success).toBe(false)
  })
})

describe('provider quirks', () => {
  it('reads the misspelt course-FAQ answer field', () => {
    expect(courseFaq.parse({ id: 1, question: 'Q?', answere: 'A.' })).toEqual({ id: 1, question: 'Q?', answer: 'A.' })
    expect(courseFaq.parse({ faq_id: 2, question: 'Q?', answer: 'B.' })).toEqual({
      id: 2,
      question: 'Q?',
      answer: 'B.',
    })
  })

  it('reads FAQ ids from faq_id or id', () => {
    expect(faq.parse({ faq_id: 4, question: 'Q', answer: 'A' }).id).toBe(4)
    expect(faq.parse({ id: '5', question: 'Q', answer: 'A' }).id).toBe(5)
  })

  it("takes ids as numbers or numeric strings within the database's integer range", () => {
    expect(id.parse('2147483647')).toBe(2147483647)
    for (const outside of [2 ** 31, '2147483648', -1, 1.5, '1e3']) expect(id.safeParse(outside).success).toBe(false)
    expect(numericId.safeParse('2147483647').success).toBe(true)
    expect(numericId.safeParse('2147483648').success).toBe(false)
  })

  it('maps settings keys, including responce_time, to lower-case names', () => {
    const parsed = settings.parse({
      Email: 'a@b.c',
      Call: '0161',
      responce_time: '1 day',
      Address: 'x',
      Facebook: null,
    })
    expect(parsed).toMatchObject({ email: 'a@b.c', call: '0161', response_time: '1 day', address: 'x', facebook: '' })
  })

  it('accepts both course-FAQ envelopes', () => {
    const faqs = [{ faq_id: 1, question: 'Q', answere: 'A' }]
    expect(catalogueCalls.courseFaqsAlt.response.parse({ faqs }).data[0]?.answer).toBe('A')
    expect(catalogueCalls.courseFaqsAlt.response.parse({ data: faqs }).data[0]?.answer).toBe('A')
  })

  it('every call names its method and a path under the API base', () => {
    for (const call of [...Object.values(catalogueCalls), ...Object.values(contentCalls)]) {
      expect(call.path.startsWith('/')).toBe(true)
      expect(['GET', 'POST']).toContain(call.method)
    }
  })
})

describe('register rules (docs/product-rules.md §5) fire in the spec order', () => {
  const valid = {
    name: 'Amy Carer',
    phone: '0712345678',
    email: 'amy@example.com',
    password: 'longenough',
    password_confirmation: 'longenough',
    city: 'Leeds',
    country: 'United Kingdom',
    role: 'individual',
    company_name: '',
    termsAccepted: 1,
  } as const

  const firstMessage = (input: Record<string, unknown>) => {
    const result = registerRequest.safeParse(input)
    return result.success ? null : result.error.issues[0]?.message
  }

  it('accepts a valid registration', () => expect(firstMessage(valid)).toBeNull())
  it('phone first, even when everything else is wrong', () =>
    expect(firstMessage({ ...valid, phone: '123', termsAccepted: 0, password: 'x', password_confirmation: 'y' })).toBe(
      REGISTER_MESSAGES.phone,
    ))
  it('then terms', () =>
    expect(firstMessage({ ...valid, termsAccepted: 0, password: 'x', password_confirmation: 'y' })).toBe(
      REGISTER_MESSAGES.terms,
    ))
  it('then password length', () =>
    expect(firstMessage({ ...valid, password: 'short', password_confirmation: 'other' })).toBe(
      REGISTER_MESSAGES.passwordLength,
    ))
  it('then the match', () =>
    expect(firstMessage({ ...valid, password_confirmation: 'different1' })).toBe(REGISTER_MESSAGES.passwordMatch))
  it('rejects letters in the phone', () =>
    expect(firstMessage({ ...valid, phone: '07123a5678' })).toBe(REGISTER_MESSAGES.phone))
  it('requires a company name for companies', () =>
    expect(firstMessage({ ...valid, role: 'company', company_name: '' })).toBe('Company name is required.'))
})

describe('what a person typed is judged in words', () => {
  const contact = { name: 'Amy', email: 'amy@example.com', phone: '0712345678', message: 'Hello' }
  const messages = (input: Record<string, unknown>) => {
    const result = contactRequest.safeParse(input)

    // The first message per field, as the forms show it.
    const first: Record<string, string> = {}
    for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message
    return first
  }

  it("says which field is too long and by what limit, not zod's developer text", () => {
    expect(messages({ ...contact, name: 'A'.repeat(121), message: 'x'.repeat(5001) })).toEqual({
      name: 'Name must be 120 characters or fewer.',
      message: 'Message must be 5000 characters or fewer.',
    })
    const booking = bookingBasicInfo.safeParse({ postal_code: 'LS1 4AP LS1 4AP' })
    expect(booking.error?.issues.find((issue) => issue.path[0] === 'postal_code')?.message).toBe(
      'Postal code must be 12 characters or fewer.',
    )
  })

  it('a phone number has at least 7 digits, written as people write them', () => {
    expect(messages({ ...contact, phone: '' })).toEqual({ phone: 'Phone is required.' })
    expect(messages({ ...contact, phone: 'abc' })).toEqual({ phone: 'Enter a valid phone number.' })
    expect(messages({ ...contact, phone: '12 34' })).toEqual({ phone: 'Enter a valid phone number.' })
    expect(messages({ ...contact, phone: '+44 (0)113 496-0000' })).toEqual({})
  })

  it('an empty email is required; a wrong one is not valid; spaces around one are trimmed', () => {
    expect(messages({ ...contact, email: '  ' })).toEqual({ email: 'Email is required.' })
    expect(messages({ ...contact, email: 'amy@' })).toEqual({ email: 'Enter a valid email address.' })
    expect(contactRequest.parse({ ...contact, email: ' amy@example.com ' }).email).toBe('amy@example.com')
  })
})
