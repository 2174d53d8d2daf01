/** The green tick on a successful payment's page (decorative). */
export function SuccessMark() {
  return (
    <span
      aria-hidden="true"
      className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-800"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </span>
  )
}
