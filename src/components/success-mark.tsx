import { Icon } from './icons'
/** The green tick on a successful payment's page (decorative). */
export function SuccessMark() {
  return (
    <span
      aria-hidden="true"
      className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-800"
    >
      <Icon name="check" className="size-9" strokeWidth={2.5} />
    </span>
  )
}
