import { useMutation } from '@tanstack/react-query'
import { logout } from '../api/logout'

/** Revokes the session on the server (POST /logout); the caller clears it locally whatever the answer. */
export function useLogout() {
  return useMutation({ mutationFn: logout })
}
