const STEPS = ['Your details', 'Questions', 'Payment'] as const

/** "Step n of 3" with the three step names (wrapped on a narrow phone); the current one is marked for screen readers. */
export function BookingSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label="Booking progress">
      <p className="text-sm font-semibold text-brand-800">Step {current} of 3</p>
      <ol className="mt-2 grid grid-cols-3 gap-2">
        {STEPS.map((name, index) => {
          const step = index + 1
          const done = step < current
          const here = step === current
          return (
            <li key={name} aria-current={here ? 'step' : undefined} className="min-w-0">
              <span
                aria-hidden="true"
                className={`block h-1.5 rounded-full ${done || here ? 'bg-brand-700' : 'bg-slate-200'}`}
              />
              <span
                className={`mt-1.5 block text-xs leading-tight sm:text-sm ${here ? 'font-semibold text-ink' : 'text-muted'}`}
              >
                <span className="sr-only">{done ? 'Completed: ' : here ? 'Current: ' : ''}</span>
                {name}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
