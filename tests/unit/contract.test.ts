import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { catalogueCalls, courseDetailResponse, courseFaq } from '@/shared/contract/catalogue'
import { bookingBasicInfo, MAX_NOTES_LINES } from '@/shared/contract/booking'
import { applyCouponRequest, createPaymentIntentRequest } from '@/shared/contract/checkout'
import { contactRequest, contentCalls, faq, MAX_MESSAGE_LINES, settings } from '@/shared/contract/content'
import { registerRequest, REGISTER_MESSAGES } from '@/shared/contract/auth'
import { id } from '@/shared/contract/common'
import { oneLine } from '@/shared/contract/one-line'
import { inviteRequest } from '@/shared/contract/team'
import { numericId, textParam } from '@/shared/contract/url'

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

describe('a field written on one line has no line breaks or hidden characters', () => {
  const register = {
    name: 'Amy Carer',
    phone: '0712345678',
    email: 'amy@example.com',
    password: 'longenough',
    password_confirmation: 'longenough',
    city: 'Leeds',
    country: 'United Kingdom',
    role: 'company',
    company_name: 'Bright Days Care Ltd',
    termsAccepted: 1,
  }
  const booking = {
    name: 'Amy Carer',
    email: 'amy@example.com',
    address: '1 Care Street, Leeds',
    postal_code: 'LS1 4AP',
    company_name: 'Bright Days Care Ltd',
    course_id: 4,
    training_date: '2999-01-01',
  }
  const payment = {
    amount: 4900,
    currency: 'gbp',
    uid: 1,
    name: 'Amy Carer',
    email: 'amy@example.com',
    phone: '0712345678',
    address: '1 Care Street, Leeds',
    cart: [{ id: 4, name: 'Course', price: 49, quantity: 1 }],
    coupon_code: 'CARE10',
  }
  const contact = { name: 'Amy', email: 'amy@example.com', phone: '0712345678', message: 'Hello' }

  /** Every single-line field of every form and call: its schema, a valid whole, and its label in messages. */
  const fields: { form: string; schema: z.ZodType; valid: Record<string, unknown>; field: string; label: string }[] = [
    { form: 'register', schema: registerRequest, valid: register, field: 'name', label: 'name' },
    { form: 'register', schema: registerRequest, valid: register, field: 'city', label: 'city' },
    { form: 'register', schema: registerRequest, valid: register, field: 'company_name', label: 'company name' },
    { form: 'booking', schema: bookingBasicInfo, valid: booking, field: 'name', label: 'name' },
    { form: 'booking', schema: bookingBasicInfo, valid: booking, field: 'address', label: 'address' },
    { form: 'booking', schema: bookingBasicInfo, valid: booking, field: 'postal_code', label: 'postal code' },
    { form: 'booking', schema: bookingBasicInfo, valid: booking, field: 'company_name', label: 'company name' },
    { form: 'checkout', schema: createPaymentIntentRequest, valid: payment, field: 'name', label: 'name' },
    { form: 'checkout', schema: createPaymentIntentRequest, valid: payment, field: 'address', label: 'address' },
    { form: 'checkout', schema: createPaymentIntentRequest, valid: payment, field: 'phone', label: 'phone' },
    {
      form: 'checkout',
      schema: createPaymentIntentRequest,
      valid: payment,
      field: 'coupon_code',
      label: 'coupon code',
    },
    {
      form: 'coupon',
      schema: applyCouponRequest,
      valid: { code: 'CARE10', course_price: 49 },
      field: 'code',
      label: 'coupon code',
    },
    { form: 'contact', schema: contactRequest, valid: contact, field: 'name', label: 'name' },
    { form: 'contact', schema: contactRequest, valid: contact, field: 'phone', label: 'phone' },
    {
      form: 'invite',
      schema: inviteRequest,
      valid: { name: 'Amy Carer', email: 'amy@example.com' },
      field: 'name',
      label: 'name',
    },
    {
      form: 'search',
      schema: catalogueCalls.courseSearch.query,
      valid: { search: 'dementia care' },
      field: 'search',
      label: 'search term',
    },
    {
      form: 'course list',
      schema: catalogueCalls.courseList.query,
      valid: { name: 'dementia care' },
      field: 'name',
      label: 'course name',
    },
  ]
  it.each(fields)('$form $field: valid as written', ({ schema, valid }) => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined()
  })

  /** The field's valid value with `character` in its middle: the message the form shows first. */
  const firstMessageWith = ({ schema, valid, field }: (typeof fields)[number], character: string) => {
    const value = String(valid[field])
    const middle = Math.floor(value.length / 2)
    const input = { ...valid, [field]: value.slice(0, middle) + character + value.slice(middle) }
    return (schema.safeParse(input).error?.issues ?? []).find((issue) => issue.path[0] === field)?.message
  }

  it.each(fields)('$form $field: a line break of any kind is refused in words', (row) => {
    for (const lineBreak of ['\n', '\r\n', '\r', '\v', '\f', '\u0085', '\u2028', '\u2029']) {
      expect([lineBreak, firstMessageWith(row, lineBreak)]).toEqual([lineBreak, `Write the ${row.label} on one line.`])
    }
  })

  it.each(fields)('$form $field: a control or bidi character is refused in words', (row) => {
    for (const hidden of ['\t', '\u0000', '\u0007', '\u001b', '\u007f', '\u009b', '\u202e', '\u2066', '\u2069']) {
      expect([hidden, firstMessageWith(row, hidden)]).toEqual([
        hidden,
        `Remove the hidden characters from the ${row.label}.`,
      ])
    }
  })

  /** Invisible format characters that reorder or hide text: each alone in a valid value is refused. */
  const formatCharacters = [
    '\u061c', // Arabic letter mark
    '\u200e', // left-to-right mark
    '\u200f', // right-to-left mark
    '\u200b', // zero-width space
    '\ufeff', // byte order mark
    '\ufff9', // interlinear annotation anchor
    '\ufffa',
    '\ufffb',
    '\u{e0000}', // the tag block, from its first code point to CANCEL TAG
    '\u{e0001}',
    '\u{e0041}',
    '\u{e007f}',
  ]

  it.each(fields)('$form $field: an invisible direction mark or format character is refused in words', (row) => {
    for (const hidden of formatCharacters) {
      expect([hidden, firstMessageWith(row, hidden)]).toEqual([
        hidden,
        `Remove the hidden characters from the ${row.label}.`,
      ])
    }
  })

  it('ZWNJ and ZWJ, which Persian names and emoji need and which reorder nothing, are kept', () => {
    const persian = 'Mehr\u200cnoosh Rahimi \u0645\u06cc\u200c\u0631\u0627'
    const emoji = 'Sunrise Care \u{1f469}\u200d\u2695\ufe0f'
    const parsed = registerRequest.parse({ ...register, name: persian, company_name: emoji })
    expect([parsed.name, parsed.company_name]).toEqual([persian, emoji])
    expect(oneLine(`${persian} ${emoji}`)).toBe(`${persian} ${emoji}`)
  })

  it('a line break pasted at either end is trimmed, not refused', () => {
    expect(registerRequest.parse({ ...register, company_name: '\nBright Days Care Ltd\r\n' }).company_name).toBe(
      'Bright Days Care Ltd',
    )
  })

  it('a search term from a link is put on one line, so the link still opens its page', () => {
    expect(textParam(100).parse('care\nhome')).toBe('care home')
    expect(textParam(100).parse(' dementia\u0000care\r\n')).toBe('dementia care')
    expect(catalogueCalls.courseList.query.parse({ name: textParam(100).parse('care\u2028home') })).toEqual({
      name: 'care home',
    })
  })

  it('oneLine collapses each run of line breaks and hidden characters to one space', () => {
    expect(oneLine('Carewise Security\r\nYour account is suspended\u2028\u202eNow\tplease')).toBe(
      'Carewise Security Your account is suspended Now please',
    )
    expect(oneLine('Łukasz Wiśniewski — Elm Care')).toBe('Łukasz Wiśniewski — Elm Care')
  })

  it('oneLine collapses the invisible format characters too, as rows stored before the rule may hold them', () => {
    expect(oneLine('Paid \u061c12.50 GBP')).toBe('Paid  12.50 GBP')
    for (const hidden of formatCharacters) expect([hidden, oneLine(`a${hidden}${hidden}b`)]).toEqual([hidden, 'a b'])
  })
})

describe('a field of several lines keeps its line breaks, within a bound', () => {
  const contact = { name: 'Amy', email: 'amy@example.com', phone: '0712345678', message: 'Hello' }
  const booking = {
    name: 'Amy Carer',
    email: 'amy@example.com',
    address: '1 Care Street, Leeds',
    postal_code: 'LS1 4AP',
    course_id: 4,
    training_date: '2999-01-01',
  }
  const fields: {
    form: string
    schema: z.ZodType
    valid: Record<string, unknown>
    field: string
    label: string
    max: number
  }[] = [
    {
      form: 'contact',
      schema: contactRequest,
      valid: contact,
      field: 'message',
      label: 'Message',
      max: MAX_MESSAGE_LINES,
    },
    { form: 'booking', schema: bookingBasicInfo, valid: booking, field: 'notes', label: 'Notes', max: MAX_NOTES_LINES },
  ]
  const messagesOf = (schema: z.ZodType, input: Record<string, unknown>, field: string) =>
    (schema.safeParse(input).error?.issues ?? []).filter((issue) => issue.path[0] === field).map((i) => i.message)
  const linesOf = (count: number, lineBreak = '\n') => Array.from({ length: count }, (_, i) => `l${i}`).join(lineBreak)

  it.each(fields)('$form $field: line breaks and tabs as a textarea sends them', ({ schema, valid, field, max }) => {
    for (const lineBreak of ['\n', '\r\n']) {
      const text = `Dear team,${lineBreak}${lineBreak}\tWe are 12 staff.${lineBreak}${linesOf(max - 3, lineBreak)}`
      const parsed = schema.parse({ ...valid, [field]: text }) as Record<string, string>
      expect(parsed[field]).toBe(text)
    }
  })

  it.each(fields)('$form $field: at most a fixed number of lines', ({ schema, valid, field, label, max }) => {
    expect(messagesOf(schema, { ...valid, [field]: linesOf(max) }, field)).toEqual([])
    for (const lineBreak of ['\n', '\r\n', '\r']) {
      expect(messagesOf(schema, { ...valid, [field]: linesOf(max + 1, lineBreak) }, field)).toEqual([
        `${label} must be ${max} lines or fewer.`,
      ])
    }
  })

  it.each(fields)(
    '$form $field: other control, separator and bidi characters are refused',
    ({ schema, valid, field, label }) => {
      const hiddenCharacters = ['\u0000', '\u0007', '\v', '\f', '\u0085', '\u2028', '\u2029', '\u202e', '\u2067']
      for (const hidden of [...hiddenCharacters, '\u061c', '\u200f', '\u200b', '\ufeff', '\u{e0041}']) {
        expect([hidden, messagesOf(schema, { ...valid, [field]: `a${hidden}b` }, field)]).toEqual([
          hidden,
          [`Remove the hidden characters from the ${label.toLowerCase()}.`],
        ])
      }
    },
  )
})

describe('a name we quote in mails holds no link and can be seen', () => {
  /** The invitee's name (invite form) and the company's (registration): the first message each gets. */
  const messages = (name: string) => {
    const invite = inviteRequest.safeParse({ name, email: 'amy@example.com' })
    const register = registerRequest.safeParse({
      name: 'Amy Carer',
      phone: '0712345678',
      email: 'amy@example.com',
      password: 'longenough',
      password_confirmation: 'longenough',
      city: 'Leeds',
      country: 'United Kingdom',
      role: 'company',
      company_name: name,
      termsAccepted: 1,
    })
    const first = (issues: z.core.$ZodIssue[] | undefined, field: string) =>
      issues?.find((issue) => issue.path[0] === field)?.message
    return [first(invite.error?.issues, 'name'), first(register.error?.issues, 'company_name')]
  }

  const allowed = [
    "St. Mary's Care Home",
    'Care Co. Ltd',
    "O'Neil & Sons",
    'A.N. Other',
    'Dr. Smith',
    'Sunrise Care Homes Ltd',
    'Care 2.0 Ltd',
    'Łukasz Wiśniewski — Elm Care',
    'Ștefan Rădulescu',
    'Mehr\u200cnoosh \u0645\u06cc\u200c\u0631\u0627', // Persian, with ZWNJ
    'Sunrise Care \u{1f469}\u200d\u2695\ufe0f', // an emoji joined by ZWJ
  ]
  it.each(allowed)('%s is accepted', (name) => {
    expect(messages(name)).toEqual([undefined, undefined])
  })

  const links = [
    'www\u200d.evil.example', // ZWJ hides "www." from a plain check; the mail reads www.evil.example
    'https:\u200c//evil.example', // ZWNJ in the scheme
    'ｗｗｗ．evil．example', // full-width letters and dots
    'me＠evil.example', // a full-width @
    'Call carewise-support.co.uk/reset now', // a bare domain and path
    'evil.example/reset?x=1',
    'Evil.example Ltd',
    'Call https://evil.example now',
    'Acme — visit www.evil.example',
    'help@evil',
    'Care\u3002evil\u3002example', // ideographic full stops, read as dots in addresses
  ]
  it.each(links)('%s is refused as a web or email address', (name) => {
    expect(messages(name)).toEqual([
      'Write the name without a web or email address.',
      'Write the company name without a web or email address.',
    ])
  })

  /** Letters and marks that show nothing: fillers of Hangul and Braille, and joiners of no width. */
  const fillers = ['\u3164', '\u115f', '\u1160', '\uffa0', '\u2800', '\u034f', '\u180e', '\u17b4', '\u17b5']
  it.each(fillers.map((filler) => [filler.codePointAt(0)!.toString(16)]))(
    'U+%s, alone or within a name, is refused as hidden',
    (hex) => {
      const filler = String.fromCodePoint(parseInt(hex, 16))
      for (const name of [filler.repeat(3), `Amy${filler}Carer`]) {
        expect(messages(name)).toEqual([
          'Remove the hidden characters from the name.',
          'Remove the hidden characters from the company name.',
        ])
      }
      expect(oneLine(`Amy${filler}${filler}Carer`)).toBe('Amy Carer')
    },
  )

  it.each(['...', '- -', '\u{1f31e}', '«»'])('%s, with no letter or number, is refused', (name) => {
    expect(messages(name)).toEqual([
      'Enter a name with at least one letter or number.',
      'Enter a company name with at least one letter or number.',
    ])
  })
})
