import { registerWebKitSession } from './webkit-session'

// The other half of WebKit's journeys (webkit-session.ts), in a session of its own.
registerWebKitSession(1)
