import { useCallback, useState } from 'react'
import { isApiError } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'
import { getCertificateFile } from '../api/get-certificate'

export const CERTIFICATE_OFFLINE = 'You are offline. Connect to the internet to download your certificate.'
export const CERTIFICATE_FAILED = 'We could not download your certificate. Please try again.'

/** "Download certificate": fetches the PDF with the session and hands it to the browser's download. */
export function useCertificateDownload(number: string) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const download = useCallback(async () => {
    setBusy(true)
    setError(null)
    try {
      const file = await getCertificateFile(number)
      saveFile(
        new Blob([await file.blob.arrayBuffer()], { type: 'application/pdf' }),
        file.fileName ?? `certificate-${number}.pdf`,
      )
    } catch (cause) {
      setError(
        isApiError(cause) && cause.noAnswer
          ? CERTIFICATE_OFFLINE
          : (isApiError(cause) && cause.userMessage) || CERTIFICATE_FAILED,
      )
    } finally {
      setBusy(false)
    }
  }, [number])

  return { download, busy, error }
}
