import { z } from 'zod'
import { emailAddress, endpoint, id, messageResponse, nameText, oneLineText, text } from './common'

export const role = z.enum(['individual', 'company'])
export type Role = z.infer<typeof role>

export const user = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: text,
  address: text,
  city: text,
  country: text,
  company_name: text,
  role: role.catch('individual'),
  /** 0 for an account of its own; otherwise the id of the company account it belongs to. */
  parent: id.nullish().transform((value) => value ?? 0),
})
export type User = z.infer<typeof user>

export const REGISTER_MESSAGES = {
  phone: 'Phone number must be exactly 10 digits and contain only numbers.',
  terms: 'You must accept the Terms and Conditions.',
  passwordLength: 'Password must be at least 8 characters long.',
  passwordMatch: 'Passwords do not match.',
} as const

export const COUNTRIES = ['United Kingdom'] as const

/** Not trimmed: spaces may be part of a password. */
export const passwordText = z.string().max(200, 'Password must be 200 characters or fewer.')

/**
 * The registration's password rules, in their order: at least 8 characters, then the two must
 * match. Accepting a staff invitation sets a password by the same rules.
 */
export const REGISTER_PASSWORD_RULES: readonly [
  (value: { password: string; password_confirmation: string }) => boolean,
  'password' | 'password_confirmation',
  string,
][] = [
  [(value) => value.password.length < 8, 'password', REGISTER_MESSAGES.passwordLength],
  [(value) => value.password !== value.password_confirmation, 'password_confirmation', REGISTER_MESSAGES.passwordMatch],
]

/**
 * Registration, shared by the form and the server. The four rules of docs/product-rules.md §5 are checked in
 * the spec's order and only the first that fails is reported, as the spec describes.
 */
export const registerRequest = z
  .object({
    name: oneLineText('Name', 120),
    phone: z.string().trim(),
    email: emailAddress,
    password: passwordText,
    password_confirmation: passwordText,
    city: oneLineText('City', 120),
    country: z.enum(COUNTRIES, 'Choose a country.'),
    role,
    company_name: nameText('Company name', 200, { optional: true }).default(''),
    termsAccepted: z.union([z.literal(1), z.literal(0)]),
  })
  .superRefine((value, ctx) => {
    if (value.role === 'company' && value.company_name === '') {
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'Company name is required.' })
    }
    const ordered: [boolean, keyof typeof value, string][] = [
      [!/^\d{10}$/.test(value.phone), 'phone', REGISTER_MESSAGES.phone],
      [value.termsAccepted !== 1, 'termsAccepted', REGISTER_MESSAGES.terms],
      ...REGISTER_PASSWORD_RULES.map(([fails, field, message]): [boolean, keyof typeof value, string] => [
        fails(value),
        field,
        message,
      ]),
    ]
    const failed = ordered.find(([fails]) => fails)
    if (failed) ctx.addIssue({ code: 'custom', path: [failed[1]], message: failed[2] })
  })
export type RegisterRequest = z.input<typeof registerRequest>

export const loginRequest = z.object({
  email: emailAddress,
  password: passwordText.min(1, 'Password is required.'),
  remember: z.boolean().default(false),
})
export type LoginRequest = z.input<typeof loginRequest>

export const sessionResponse = z.object({ token: z.string(), user, message: z.string() })
export type SessionResponse = z.infer<typeof sessionResponse>

export const RESET_MESSAGES = {
  passwordLength: 'Password must be at least 6 characters long.',
  passwordMatch: 'Passwords do not match.',
} as const

export const forgotPasswordRequest = z.object({ email: emailAddress })

export const resetPasswordRequest = z.object({
  email: emailAddress,
  token: z.string().min(1, 'The reset link is incomplete.').max(200),
  password: passwordText.min(6, RESET_MESSAGES.passwordLength),
})

export const authCalls = {
  register: endpoint({ method: 'POST', path: '/register', body: registerRequest, response: sessionResponse }),
  login: endpoint({ method: 'POST', path: '/login', body: loginRequest, response: sessionResponse }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/forgot-password',
    body: forgotPasswordRequest,
    response: z.object({ status: z.string(), message: z.string() }),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/reset-password',
    body: resetPasswordRequest,
    response: messageResponse,
  }),
  logout: endpoint({ method: 'POST', path: '/logout', auth: 'required', response: messageResponse }),
  me: endpoint({ method: 'GET', path: '/me', auth: 'required', response: z.object({ user }) }),
  /** Mints the single-use, 60-second code for the profile link `/user_dashboard?auth=CODE`. */
  dashboardCode: endpoint({
    method: 'POST',
    path: '/user-dashboard-code',
    auth: 'required',
    response: z.object({ code: z.string(), expires_in: z.number() }),
  }),
} as const
