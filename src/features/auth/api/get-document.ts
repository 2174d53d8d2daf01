import { fetchApiFile } from '@/lib/api-client'
import { DOCUMENT_PATHS, type DocumentSource } from '@/shared/contract/invoice'

/** The PDF of a paid order or booking, fetched with the session in a header, never in the URL. */
export function getDocumentFile(source: DocumentSource, id: number, signal?: AbortSignal) {
  return fetchApiFile(DOCUMENT_PATHS[source].replace(':id', String(id)), { signal })
}
