/** The version of the photographs this build names (vite.config.ts reads it from their manifest). */
export const IMAGE_SET = __IMAGE_SET__
