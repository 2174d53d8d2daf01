/// <reference types="vite/client" />

/** Set by vite.config.ts at build time; changes with every build (the query-cache buster). */
declare const __BUILD_ID__: string
