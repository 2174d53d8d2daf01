import type { ReactNode } from 'react'
import type { Settings } from '@/shared/contract/content'
import { QueryState } from '@/components/states'
import { useSettings } from '../api/get-settings'
import { Icon } from '@/components/icons'

const iconProps = { strokeWidth: 1.8, className: 'size-5 shrink-0' } as const

/** `tel:` wants digits and a leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** A <div> group inside the <dl> may hold only <dt> and <dd>, so the icon sits in the <dt>. */
function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-semibold">
        {icon}
        {label}
      </dt>
      <dd className="break-words pl-8">{children}</dd>
    </div>
  )
}

/** Email, phone, response time and address from the settings; `tone` suits a light or dark background. */
export function ContactDetailsList({ settings, tone = 'light' }: { settings: Settings; tone?: 'light' | 'dark' }) {
  const link =
    tone === 'dark'
      ? 'text-white underline-offset-2 hover:underline'
      : 'text-brand-800 underline-offset-2 hover:underline'
  return (
    <dl className="space-y-4">
      {settings.email ? (
        <Row label="Email" icon={<Icon name="mail" {...iconProps} />}>
          <a href={`mailto:${settings.email}`} className={`inline-flex min-h-11 items-center ${link}`}>
            {settings.email}
          </a>
        </Row>
      ) : null}
      {settings.call ? (
        <Row label="Call" icon={<Icon name="phone" {...iconProps} />}>
          <a href={telHref(settings.call)} className={`inline-flex min-h-11 items-center ${link}`}>
            {settings.call}
          </a>
        </Row>
      ) : null}
      {settings.response_time ? (
        <Row label="Response time" icon={<Icon name="clock" {...iconProps} />}>
          {settings.response_time}
        </Row>
      ) : null}
      {settings.address ? (
        <Row label="Address" icon={<Icon name="map-pin" {...iconProps} />}>
          <address className="not-italic">{settings.address}</address>
        </Row>
      ) : null}
    </dl>
  )
}

/** The contact details beside the contact form, with their own loading and error states. */
export function ContactDetails() {
  const query = useSettings()
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="self-start rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
    >
      <h2 id="contact-details-heading" className="text-xl font-semibold text-ink">
        Other ways to reach us
      </h2>
      <div className="mt-4 text-slate-800">
        <QueryState query={query} loading="Loading contact details…">
          {(data) => <ContactDetailsList settings={data} />}
        </QueryState>
      </div>
    </section>
  )
}
