/**
 * The API calls (paths of the contract, src/shared/contract/) a page makes as soon as it renders,
 * asked for by the entry script while the app starts (lib/early-fetch.ts). Only a signed-in page's
 * own reads, and only where the wait is worth a request that may go unused (a manager's `/team`
 * for a care group is 1 MB of JSON before compression).
 */
export const EARLY_CALLS: Readonly<Record<string, readonly string[]>> = {
  '/team': ['/team', '/team/training'],
}
