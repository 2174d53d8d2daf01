import { fetchApiFile } from '@/lib/api-client'
import { certificatePdfPath } from '@/shared/contract/certificate'

/**
 * A certificate's PDF, for the learner (My courses) or their company's manager (the training
 * matrix), fetched with the session in a header, never in the URL.
 */
export function getCertificateFile(number: string, signal?: AbortSignal) {
  return fetchApiFile(certificatePdfPath(number), { signal })
}
