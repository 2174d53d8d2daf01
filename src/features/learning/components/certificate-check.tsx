import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ErrorState, LoadingState } from '@/components/states'
import { isNotFound } from '@/lib/api-client'
import { CERTIFICATE_MESSAGES } from '@/shared/contract/certificate'
import type { CertificateCheck as Check } from '@/shared/contract/learning'
import { certificateCheckQueryOptions } from '../api/verify-certificate'
import { formatDay } from '@/training/data/format-day'

const VERDICT: Record<Check['status'], { words: string; tone: string }> = {
  valid: { words: 'Valid', tone: 'border-brand-300 bg-brand-50 text-brand-900' },
  due: { words: 'Valid, due for renewal soon', tone: 'border-amber-300 bg-amber-50 text-amber-900' },
  expired: { words: 'Expired', tone: 'border-red-300 bg-red-50 text-red-900' },
}

/**
 * The public check of a certificate by its number: who completed which course, when, and whether
 * it is still valid. The server says nothing more (no email, company or score), and for a number
 * it does not know, only that.
 */
export function CertificateCheck({ number }: { number: string }) {
  const query = useQuery(certificateCheckQueryOptions(number))
  let body
  if (query.isPending) body = <LoadingState label="Checking the certificate…" />
  else if (query.isError && isNotFound(query.error))
    body = (
      <p role="alert" className="mt-4 font-medium text-red-800">
        {CERTIFICATE_MESSAGES.notFound}
      </p>
    )
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  else {
    const check = query.data
    const verdict = VERDICT[check.status]
    const rows: [string, string][] = [
      ['Certificate number', check.certificate_number],
      ['Learner', check.learner_name],
      ['Course', check.course_name],
      ['Completed on', formatDay(check.completed_at)],
      [
        check.status === 'expired' ? 'Expired on' : 'Valid until',
        check.expires_at ? formatDay(check.expires_at) : 'Does not expire',
      ],
    ]
    body = (
      <>
        <p className={`mt-4 inline-flex rounded-full border px-3 py-1 text-sm font-semibold ${verdict.tone}`}>
          {verdict.words}
        </p>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </>
    )
  }
  return (
    <section className="mx-auto my-10 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-ink">Certificate check</h1>
      <p className="mt-1 text-sm text-muted">Certificate {number}</p>
      {body}
      <p className="mt-6 text-sm">
        <Link to="/courses" className="font-semibold text-brand-800 underline underline-offset-2">
          Browse our courses
        </Link>
      </p>
    </section>
  )
}
