import { useId } from 'react'
import { PlainButton } from '@/components/button'
import { useOnlineStatus } from '@/lib/online-status'
import { DOCUMENT_ACTION, DOCUMENT_TITLE, documentKind, type DocumentSource } from '@/shared/contract/invoice'
import { useSession } from '../data/session'
import { useSavedDocuments } from '../data/saved-documents'
import { openSavedDocument, useDocumentDownload } from '../hooks/use-document-download'

const linkButton =
  'inline-flex min-h-11 items-center rounded-md text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-70'

/** "Download invoice" (company accounts and their staff) or "Download receipt" for one paid order or booking. */
export function DocumentDownload({ source, id, label }: { source: DocumentSource; id: number; label: string }) {
  const session = useSession()
  const userId = session?.user.id ?? 0
  const { download, busy, error } = useDocumentDownload(userId, source, id)
  const errorId = useId()
  if (!session) return null
  const action = DOCUMENT_ACTION[documentKind(session.user)]
  return (
    <div>
      <PlainButton
        className={linkButton}
        onClick={() => void download()}
        disabled={busy}
        aria-label={`${action} for ${label}`}
        aria-describedby={error ? errorId : undefined}
      >
        {busy ? 'Preparing PDF…' : action}
      </PlainButton>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Offline, the orders cannot load: the invoices and receipts kept on this device still open. */
export function SavedDocumentsOffline() {
  const session = useSession()
  const online = useOnlineStatus()
  const saved = useSavedDocuments(session?.user.id ?? 0)
  if (online || !session || !saved || saved.length === 0) return null
  const title = DOCUMENT_TITLE[documentKind(session.user)]
  return (
    <section
      aria-labelledby="dashboard-documents"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="dashboard-documents" className="text-xl font-semibold text-ink">
        Invoices and receipts on this device
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {saved.map((document) => (
          <li key={document.key} className="flex items-center justify-between gap-4 py-2">
            <span className="text-slate-700">
              {title} {document.fileName.replace(/\.pdf$/, '')}
            </span>
            <PlainButton className={linkButton} onClick={() => openSavedDocument(document)}>
              Open
            </PlainButton>
          </li>
        ))}
      </ul>
    </section>
  )
}
