import type { ClientEnv } from './env-schema'

/** The `VITE_*` values, checked by vite.config.ts when it built this client (lib/env-schema.ts). */
export const env: ClientEnv = __CLIENT_ENV__

export const BRAND = env.VITE_BRAND
export const BUILD_ID = __BUILD_ID__
