import { createFileRoute } from '@tanstack/react-router'
import { CertificateCheck } from '@/features/learning/components/certificate-check'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'
import { parseParam } from '@/lib/route-params'
import { certificateNumberParam } from '@/shared/contract/certificate'

export const Route = createFileRoute('/verify/$number')({
  // A number of another shape names no certificate: the not-found page at once.
  beforeLoad: ({ params }) => ({ number: parseParam(certificateNumberParam, params.number) }),
  head: () => ({
    meta: [
      { title: pageTitle('Certificate check') },
      { name: 'description', content: `Check a ${BRAND} Learning certificate by its number.` },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: VerifyPage,
})

function VerifyPage() {
  const { number } = Route.useRouteContext()
  return <CertificateCheck number={number} />
}
