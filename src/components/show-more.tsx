import { Button } from './button'

/**
 * "Showing N of M" and the button that lays out the next page of a long list: for lists a large
 * group makes too long to render at once (a care group's 200 staff), read as a screenful at a time.
 */
export function ShowMore({
  shown,
  total,
  what,
  label,
  onMore,
}: {
  shown: number
  total: number
  /** What is counted, after the numbers ("staff", "with training due or expired"); may be empty. */
  what: string
  label: string
  onMore: () => void
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        Showing {Math.min(shown, total)} of {total}
        {what ? ` ${what}` : ''}
      </p>
      {shown < total ? (
        <Button variant="secondary" onClick={onMore}>
          {label}
        </Button>
      ) : null}
    </div>
  )
}
