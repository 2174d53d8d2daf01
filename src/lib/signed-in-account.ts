/**
 * Who is signed in, for the features that keep a copy of a person's unfinished work on the server
 * (booking drafts, the saved-for-offline list). The session lives in the auth feature; the app's
 * start tells this module how to read it, as it tells the API client how to read the token
 * (src/start-app.tsx). Null when no one is signed in, and on the server's first paint.
 */
let read: () => number | null = () => null

export function configureSignedInAccount(reader: () => number | null): void {
  read = reader
}

/** The signed-in account's id, or null. */
export function signedInAccount(): number | null {
  return read()
}
