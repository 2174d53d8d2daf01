import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { PlainButton } from '@/components/button'
import { useCertificateDownload } from '../hooks/use-certificate-download'

const linkButton =
  'inline-flex min-h-11 items-center rounded-md text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-70'

/**
 * "Download certificate" for one completion, and the public page that confirms it. `of` names the
 * certificate for assistive technology: the course on My courses, the person and course on the
 * training matrix.
 */
export function CertificateDownload({ number, of }: { number: string; of: string }) {
  const { download, busy, error } = useCertificateDownload(number)
  const errorId = useId()
  return (
    <div className="flex flex-wrap items-center gap-x-4">
      <PlainButton
        className={linkButton}
        onClick={() => void download()}
        disabled={busy}
        aria-label={`Download certificate for ${of}`}
        aria-describedby={error ? errorId : undefined}
      >
        {busy ? 'Preparing PDF…' : 'Download certificate'}
      </PlainButton>
      <Link to="/verify/$number" params={{ number }} className={linkButton}>
        Check certificate {number}
      </Link>
      {error ? (
        <p id={errorId} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
