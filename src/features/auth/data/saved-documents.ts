import type { SavedDocument } from '@/lib/db'
import { openDb, readDb, useDbQuery } from '@/lib/local-data'
import type { DocumentSource } from '@/shared/contract/invoice'

const keyOf = (userId: number, source: DocumentSource, id: number) => `${userId}:${source}:${id}`

/** The PDF kept on this device for one order or booking of this account, if any. */
export function findSavedDocument(
  userId: number,
  source: DocumentSource,
  id: number,
): Promise<SavedDocument | undefined> {
  return readDb((db) => db.savedDocuments.get(keyOf(userId, source, id)), undefined)
}

/** Keeps a downloaded PDF: a document never changes once issued, so the copy stays right. */
export async function saveDocument(
  document: Omit<SavedDocument, 'key' | 'savedAt'>,
): Promise<SavedDocument> {
  const saved = { ...document, key: keyOf(document.userId, document.source, document.sourceId), savedAt: Date.now() }
  await (await openDb()).savedDocuments.put(saved)
  return saved
}

/** This account's kept documents, newest first: `undefined` while loading. */
export function useSavedDocuments(userId: number): SavedDocument[] | undefined {
  return useDbQuery(
    (db) => db.savedDocuments.where('userId').equals(userId).reverse().sortBy('savedAt'),
    [userId],
    [],
  )
}

/** At logout: the next person to use the device must not open this account's invoices. */
export function removeSavedDocuments(): Promise<void> {
  return readDb((db) => db.savedDocuments.clear(), undefined)
}
