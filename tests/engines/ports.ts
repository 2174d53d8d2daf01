/**
 * The cross-engine suite's ports, from one first port (ENGINES_PORT, 8096 unless set): the app's
 * server, Firefox's BiDi endpoint, then for each WebKit session its WebKitWebDriver (one session
 * each), the offline journey's server and the slow-code server, and Firefox's slow-code server.
 * tests/engines/run.ts and the bench start what listens; the test files find theirs here.
 */
export const WEBKIT_SESSIONS = 2

export function enginePorts(first = Number(process.env.ENGINES_PORT ?? 8096)) {
  return {
    app: first,
    firefox: first + 1,
    webkit: Array.from({ length: WEBKIT_SESSIONS }, (_, session) => ({
      driver: first + 2 + 3 * session,
      offline: first + 3 + 3 * session,
      slowCode: first + 4 + 3 * session,
    })),
    firefoxSlowCode: first + 2 + 3 * WEBKIT_SESSIONS,
  }
}
