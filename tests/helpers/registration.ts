import type { RegisterRequest } from '../../src/shared/contract/auth'

/** A registration the server accepts: an individual, every rule met. */
export const validRegistration = (email: string): RegisterRequest => ({
  name: 'Sam Carer',
  phone: '7700900123',
  email,
  password: 'longenough1',
  password_confirmation: 'longenough1',
  city: 'York',
  country: 'United Kingdom',
  role: 'individual',
  company_name: '',
  termsAccepted: 1,
})
