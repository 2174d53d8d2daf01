/**
 * The code every page runs at start, as globs from the repository's root. One list for the two
 * places that must agree on it: eslint.config.js keeps Dexie and the contract's full zod out of it,
 * and vite.config.ts bundles it into the one start chunk (the entry and the framework go to chunks
 * of their own first).
 * @type {readonly string[]}
 */
export const START_CODE = [
  'src/{main,start-app,app-root,router}.tsx',
  'src/{routes,lib,app-shell,first-paint}/**/*.{ts,tsx}',
  'src/features/*/{api,data,hooks}/**/*.{ts,tsx}',
  'src/components/{states,spinner,button}.tsx',
]

/**
 * In those folders, but loaded only when used: the database (through lib/local-data.ts), the
 * early-input script (a classic script of its own, run before the app), the blogs' date
 * formatter (date-fns, imported by the blog fetchers with their call), and a signed-in account's
 * copies of its booking drafts and saved list on the server (imported once someone is signed in).
 * @type {readonly string[]}
 */
export const NOT_START_CODE = [
  'src/lib/db.ts',
  'src/first-paint/early-input.ts',
  'src/features/content/data/format-blog-date.ts',
  'src/features/booking/data/draft-copies.ts',
  'src/features/catalogue/data/saved-course-copies.ts',
]
