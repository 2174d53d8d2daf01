import type { TrainingStatus } from '@/shared/rules/training-status'
import { TRAINING_STATUS_WORDS } from '@/shared/rules/training-status'

/**
 * Each status's colour with its words and a mark, never the colour alone (a colour-blind reader, a
 * black-and-white printout). Dark text on a pale ground: every pair is above 7:1.
 */
const LOOK: Record<TrainingStatus, { className: string; mark: string }> = {
  valid: { className: 'border-green-700 bg-green-100 text-green-900', mark: '✓' },
  due: { className: 'border-amber-700 bg-amber-100 text-amber-950', mark: '!' },
  expired: { className: 'border-red-700 bg-red-100 text-red-900', mark: '✕' },
  'in-progress': { className: 'border-sky-700 bg-sky-100 text-sky-950', mark: '…' },
  'not-started': { className: 'border-slate-500 bg-slate-100 text-slate-800', mark: '○' },
}

export function TrainingStatusBadge({ status }: { status: TrainingStatus }) {
  const look = LOOK[status]
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${look.className}`}
    >
      <span aria-hidden="true">{look.mark}</span>
      {TRAINING_STATUS_WORDS[status]}
    </span>
  )
}
