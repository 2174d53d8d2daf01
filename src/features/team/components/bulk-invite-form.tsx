import { useId, useState } from 'react'
import { Button } from '@/components/button'
import { inputClass } from '@/components/form-field'
import { INVITE_OUTCOME_TEXT, MAX_BULK_INVITES, TEAM_MESSAGES, type InviteResult } from '@/shared/contract/team'
import { useBulkInvite } from '../hooks/use-bulk-invite'

const OUTCOME_CLASS = {
  invited: 'bg-brand-100 text-brand-900',
  already_in_team: 'bg-slate-100 text-slate-800',
  already_invited: 'bg-slate-100 text-slate-800',
  limit_reached: 'bg-amber-100 text-amber-900',
  invalid: 'bg-red-100 text-red-800',
} as const

/** Outcomes whose message says why no mail went (what was wrong, or when one may go). */
const SAYS_WHY = new Set<InviteResult['outcome']>(['invalid', 'already_invited', 'limit_reached'])

/** Many invitations at once: lines of `name, email` pasted, or a CSV file; each line's result after. */
export function BulkInviteForm() {
  const id = useId()
  const bulk = useBulkInvite()
  const [text, setText] = useState('')

  return (
    <div className="space-y-4">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          void bulk.send(text)
        }}
      >
        <div>
          <label htmlFor={`${id}-list`} className="block font-medium text-ink">
            People to invite
          </label>
          <textarea
            id={`${id}-list`}
            rows={5}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={'Amy Clarke, amy@example.com\nBen Okafor, ben@example.com'}
            aria-describedby={`${id}-hint`}
            className={`${inputClass} font-mono`}
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            One person a line: name, comma, email. Up to {MAX_BULK_INVITES} at a time.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-file`} className="block font-medium text-ink">
            Or upload a CSV file (name, email)
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block text-sm"
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) void bulk.readFile(file).then((read) => read !== null && setText(read))
            }}
          />
        </div>
        <Button type="submit" disabled={bulk.sending}>
          {bulk.sending ? 'Sending…' : 'Invite all'}
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {bulk.error ? (
          <p className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-700 ring-1 ring-red-200">{bulk.error}</p>
        ) : null}
        {bulk.results ? (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Invitation results">
            {bulk.results.map((result, index) => (
              <li key={index} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0 break-all text-slate-800">
                  {result.name || '(no name)'} · {result.email || '(no email)'}
                </span>
                <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${OUTCOME_CLASS[result.outcome]}`}>
                  {INVITE_OUTCOME_TEXT[result.outcome]}
                  {SAYS_WHY.has(result.outcome) ? `: ${result.message}` : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {bulk.results?.some((result) => result.outcome === 'invited') ? (
          <p className="mt-2 text-sm text-slate-700">{TEAM_MESSAGES.inviteNextStep}</p>
        ) : null}
      </div>
    </div>
  )
}
