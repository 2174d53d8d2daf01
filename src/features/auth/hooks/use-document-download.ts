import { useCallback, useState } from 'react'
import { isApiError } from '@/lib/api-client'
import type { SavedDocument } from '@/lib/db'
import { saveFile } from '@/lib/save-file'
import type { DocumentSource } from '@/shared/contract/invoice'
import { getDocumentFile } from '../api/get-document'
import { findSavedDocument, saveDocument } from '../data/saved-documents'

export const DOCUMENT_OFFLINE =
  'You are offline. Connect to the internet to download this document once; after that it opens offline too.'
export const DOCUMENT_FAILED = 'We could not download this document. Please try again.'

const PDF = 'application/pdf'

export function openSavedDocument(saved: SavedDocument): void {
  saveFile(new Blob([saved.data], { type: PDF }), saved.fileName)
}

/**
 * "Download invoice/receipt": opens the copy kept on this device when there is one, else fetches
 * the PDF with the session, keeps it for offline use and opens it. A failure to keep it (storage
 * full or refused) still opens the download.
 */
export function useDocumentDownload(userId: number, source: DocumentSource, id: number) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const download = useCallback(async () => {
    setBusy(true)
    setError(null)
    try {
      const kept = await findSavedDocument(userId, source, id).catch(() => undefined)
      if (kept) return openSavedDocument(kept)
      const file = await getDocumentFile(source, id)
      const fileName = file.fileName ?? `${source}-${id}.pdf`
      const data = await file.blob.arrayBuffer()
      saveFile(new Blob([data], { type: PDF }), fileName)
      await saveDocument({ userId, source, sourceId: id, fileName, data }).catch(() => undefined)
    } catch (cause) {
      setError(
        isApiError(cause) && cause.noAnswer
          ? DOCUMENT_OFFLINE
          : isApiError(cause) && cause.userMessage
            ? cause.userMessage
            : DOCUMENT_FAILED,
      )
    } finally {
      setBusy(false)
    }
  }, [userId, source, id])

  return { download, busy, error }
}
