import { expect } from 'vitest'
import type { TestApp } from './test-app'
import { validRegistration } from './registration'

/**
 * Calls to the API as the people of the invitation tests do: companies, account holders and
 * strangers, each from an address of its own (`nextAddress`), so that the per-address flood guard
 * never answers in a test's place. `network` is the first two parts of the addresses used, and
 * `label` names the accounts made (`company-1@<label>-test.example`, `<Label> Care 1 Ltd`): one of
 * each per test file keeps files from meeting each other's people.
 */
export function teamCallers(app: () => TestApp['app'], network: string, label: string) {
  let addressCounter = 0
  let address = `${network}.0.1`
  let serial = 0
  const companyLabel = `${label[0]!.toUpperCase()}${label.slice(1)} Care`

  const nextAddress = () => {
    addressCounter += 1
    address = `${network}.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`
  }

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    app().inject({
      method,
      url: `/api${url}`,
      remoteAddress: address,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })

  async function register(role: 'company' | 'individual', email = `${role}-${++serial}@${label}-test.example`) {
    nextAddress()
    const body =
      role === 'company'
        ? {
            ...validRegistration(email),
            role,
            name: `Manager ${serial}`,
            company_name: `${companyLabel} ${serial} Ltd`,
          }
        : validRegistration(email)
    const res = await call('POST', '/register', null, body)
    return { res, token: res.statusCode === 200 ? res.json<{ token: string }>().token : '', email }
  }

  /** A new company's session. */
  async function company(): Promise<string> {
    const { res, token } = await register('company')
    expect(res.statusCode, res.body).toBe(200)
    return token
  }

  return { call, register, company, nextAddress }
}
