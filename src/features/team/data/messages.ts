import { isApiError } from '@/lib/api-client'

/** The server's answer to an invitation link its person has already accepted (server/routes/team.ts). */
export const isAcceptedLink = (error: unknown): boolean => isApiError(error) && error.status === 410

/** The server's answer to a password set from an invitation whose address already has an account. */
export const isAccountThere = (error: unknown): boolean => isApiError(error) && error.status === 409

/** The server's own words for a refused action (a 4xx), else the client's explanation of the failure. */
export function failureText(error: unknown): string {
  if (isApiError(error)) return error.userMessage ?? error.message
  return 'Something went wrong. Please try again.'
}
