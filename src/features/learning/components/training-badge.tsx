import { TRAINING_STATUS_WORDS, type TrainingStatus } from '@/shared/rules/training-status'

/** Each status's colour, always with its words (never colour alone). */
const TONE: Record<TrainingStatus, string> = {
  'not-started': 'border-slate-300 bg-slate-50 text-slate-800',
  'in-progress': 'border-sky-300 bg-sky-50 text-sky-900',
  valid: 'border-brand-300 bg-brand-50 text-brand-900',
  due: 'border-amber-300 bg-amber-50 text-amber-900',
  expired: 'border-red-300 bg-red-50 text-red-900',
}

export function TrainingBadge({ status }: { status: TrainingStatus }) {
  return (
    <span className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {TRAINING_STATUS_WORDS[status]}
    </span>
  )
}
