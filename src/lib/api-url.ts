import { env } from './env'

/** The address of an API path (`/team`): the API may live elsewhere than the pages (VITE_API_BASE). */
export function apiUrl(path: string): string {
  return `${env.VITE_API_BASE.replace(/\/$/, '')}${path}`
}
