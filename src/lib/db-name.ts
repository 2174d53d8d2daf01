/**
 * The IndexedDB database's name, on its own so that lib/local-data.ts (which must not load Dexie
 * at start) and lib/db.ts (which opens it) share it without importing each other.
 */
export const DB_NAME = 'carewise'
