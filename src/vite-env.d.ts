/// <reference types="vite/client" />

/** Set by vite.config.ts at build time; changes with every build (the query-cache buster). */
declare const __BUILD_ID__: string
/** Set by vite.config.ts at build time: the `VITE_*` values, checked (lib/env-schema.ts). */
declare const __CLIENT_ENV__: import('@/lib/env-schema').ClientEnv
/** Set by vite.config.ts at build time: the version of the photographs' masters (src/shared/images.ts). */
declare const __IMAGE_SET__: string
