import { useId, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Button } from '@/components/button'
import { ShowMore } from '@/components/show-more'
import { CertificateDownload } from '@/training/components/certificate-download'
import { QueryState } from '@/components/states'
import type { MatrixCell, TrainingMatrix as Matrix } from '@/shared/contract/training-matrix'
import { DUE_SOON_DAYS, TRAINING_STATUSES } from '@/shared/rules/training-status'
import { useTrainingMatrix } from '../api/get-training-matrix'
import {
  cellOf,
  hasTrainingDue,
  matrixCsv,
  NOT_ASSIGNED,
  renewalLines,
  type RenewalLine,
} from '../data/training-matrix'
import { usePrinting } from '../hooks/use-printing'
import { useMediaQuery } from '@/lib/media-query'
import { useDownloadCsv } from '../hooks/use-download-csv'
import { formatDay } from '@/training/data/format-day'
import { TrainingStatusBadge } from '@/training/components/training-status-badge'
import './team-print.css'

/** The dates under a cell's status: what an inspector checks beside it. */
function CellDetail({ cell, of }: { cell: MatrixCell; of: string }) {
  const lines: string[] = []
  if (cell.completed_at) lines.push(`Completed ${formatDay(cell.completed_at)}`)
  if (cell.expires_at) lines.push(`${cell.status === 'expired' ? 'Expired' : 'Expires'} ${formatDay(cell.expires_at)}`)
  else if (cell.completed_at) lines.push('Does not expire')
  if (!cell.completed_at && cell.started_at) lines.push(`Started ${formatDay(cell.started_at)}`)
  if (!cell.completed_at && cell.assigned_at) lines.push(`Assigned ${formatDay(cell.assigned_at)}`)
  return (
    <span className="mt-1 block text-xs text-slate-700">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      {cell.certificate_number ? (
        <>
          {/* On paper, the number an inspector types into the verification page. */}
          <span className="hidden print:block">
            Certificate <span className="font-mono">{cell.certificate_number}</span>
          </span>
          <span className="block print:hidden">
            <CertificateDownload number={cell.certificate_number} of={of} />
          </span>
        </>
      ) : null}
    </span>
  )
}

function Cell({ cell, of }: { cell: MatrixCell | undefined; of: string }) {
  if (!cell) return <span className="text-sm text-muted">{NOT_ASSIGNED}</span>
  return (
    <>
      <TrainingStatusBadge status={cell.status} />
      <CellDetail cell={cell} of={of} />
    </>
  )
}

function Legend() {
  return (
    <ul aria-label="What the statuses mean" className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
      {TRAINING_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-2">
          <TrainingStatusBadge status={status} />
          {status === 'due' ? <span>expires within {DUE_SOON_DAYS} days</span> : null}
          {status === 'valid' ? <span>and valid</span> : null}
        </li>
      ))}
    </ul>
  )
}

/** Up to this many due courses are named in the Renew bar's sentence; more are listed under it, folded. */
const RENEW_LINES_IN_SENTENCE = 3

function RenewBar({ lines, onRenew }: { lines: RenewalLine[]; onRenew: (lines: RenewalLine[]) => void }) {
  if (lines.length === 0) return <p className="text-sm text-slate-700">No training is due for renewal.</p>
  const seats = lines.reduce((sum, line) => sum + line.quantity, 0)
  const named = (line: RenewalLine) => (
    <>
      <strong>{line.quantity}</strong> × {line.course.course_name}
    </>
  )
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-amber-700 bg-amber-50 p-4 sm:flex-row sm:items-center"
      data-print-hidden
    >
      <div className="min-w-0 flex-1 text-slate-800">
        {lines.length <= RENEW_LINES_IN_SENTENCE ? (
          <p>
            Due or expired:{' '}
            {lines.map((line, index) => (
              <span key={line.course.course_id}>
                {index > 0 ? ', ' : ''}
                {named(line)}
              </span>
            ))}
            .
          </p>
        ) : (
          // A care group's list runs to every course it holds: a sentence that long pushed the
          // matrix a screen or more down a phone.
          <details>
            <summary className="cursor-pointer py-2">
              Due or expired: <strong>{seats}</strong> seats of <strong>{lines.length}</strong> courses
            </summary>
            <ul className="mt-2 space-y-1 text-sm">
              {lines.map((line) => (
                <li key={line.course.course_id}>{named(line)}</li>
              ))}
            </ul>
          </details>
        )}
      </div>
      <Button onClick={() => onRenew(lines)}>
        Renew ({seats} {seats === 1 ? 'seat' : 'seats'})
      </Button>
    </div>
  )
}

/** Cards shown at first on a phone, and added by each "Show more": a screenful or two each time. */
export const CARDS_PER_PAGE = 20
/** Tailwind's `md`: from here the matrix is a table, below it each person is a card. */
const WIDE = '(min-width: 768px)'

type Person = Matrix['staff'][number]

/** Training that asks nothing of anyone now: completed and valid, or a course the person does not have. */
const isSettled = (cell: MatrixCell | undefined) => cell === undefined || cell.status === 'valid'

/**
 * A person's card lists what asks for action (expired, due, not started, in progress); their valid
 * training and the courses they do not have are counted in one line and listed on "Show all": with
 * 20 courses, every one laid out made each card several screens tall, and the matrix a long scroll
 * to the person who is due.
 */
function PersonCard({ person, courses }: { person: Person; courses: Matrix['courses'] }) {
  const [showAll, setShowAll] = useState(false)
  const listId = useId()
  const card = useRef<HTMLLIElement>(null)
  // Folding a card from its foot shortens the page above the reader by the length of the valid
  // training: its button and the person went off the top of the screen, and the card of someone
  // further down (with its own "Show all" under the finger) took their place. The folded card is
  // brought back into view, or its foot when it is taller than the screen.
  const toggle = () => {
    if (!showAll) return setShowAll(true)
    flushSync(() => setShowAll(false))
    card.current?.scrollIntoView({ block: 'nearest' })
  }
  const rows = courses.map((course) => ({ course, cell: cellOf(person, course.course_id) }))
  const settled = rows.filter(({ cell }) => isSettled(cell))
  const listed = showAll ? rows : rows.filter(({ cell }) => !isSettled(cell))
  const completed = settled.filter(({ cell }) => cell !== undefined).length
  const folded = [
    completed > 0 ? `${completed} completed and valid` : '',
    settled.length > completed ? `${settled.length - completed} not assigned` : '',
  ].filter(Boolean)
  return (
    <li
      ref={card}
      className="rounded-xl border border-slate-200 p-4 [contain-intrinsic-size:auto_16rem] [content-visibility:auto]"
    >
      <p className="font-semibold text-ink">
        {person.name}
        {person.current ? null : <span className="ml-2 text-sm font-normal text-muted">(left)</span>}
      </p>
      <p className="break-all text-sm text-muted">{person.email}</p>
      {listed.length > 0 ? (
        <dl id={listId} className="mt-2 space-y-3 text-sm">
          {listed.map(({ course, cell }) => (
            <div key={course.course_id}>
              <dt className="font-medium text-ink">{course.course_name}</dt>
              <dd className="mt-1">
                <Cell cell={cell} of={`${person.name}, ${course.course_name}`} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-700">Nothing due or outstanding.</p>
      )}
      {settled.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          {showAll ? null : <p>{folded.join(', ')}.</p>}
          <Button
            variant="ghost"
            aria-expanded={showAll}
            aria-controls={listed.length > 0 ? listId : undefined}
            onClick={toggle}
          >
            {showAll ? 'Show what needs action only' : `Show all ${courses.length} courses`}
          </Button>
        </div>
      ) : null}
    </li>
  )
}

/**
 * The phone's matrix: a card per person, the first CARDS_PER_PAGE at once and more on "Show more"
 * (200 people × 20 courses as cards is thousands of controls to lay out before the first shows).
 */
function MatrixCards({ staff, courses, filtered }: { staff: Person[]; courses: Matrix['courses']; filtered: boolean }) {
  const [shown, setShown] = useState(CARDS_PER_PAGE)
  const visible = staff.slice(0, shown)
  return (
    <>
      <ul aria-label="Training by staff member" className="space-y-3">
        {visible.map((person) => (
          <PersonCard key={person.id} person={person} courses={courses} />
        ))}
      </ul>
      <ShowMore
        shown={visible.length}
        total={staff.length}
        what={filtered ? 'with training due or expired' : ''}
        label="Show more"
        onMore={() => setShown((count) => count + CARDS_PER_PAGE)}
      />
    </>
  )
}

function MatrixTable({ staff, courses }: { staff: Person[]; courses: Matrix['courses'] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm" aria-label="Training matrix">
        <thead className="border-b border-slate-300 text-muted">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Staff member
            </th>
            {courses.map((course) => (
              <th key={course.course_id} scope="col" className="py-2 pr-4 font-semibold">
                {course.course_name}
                <span className="block text-xs font-normal">
                  {course.validity_months === null
                    ? 'Does not expire'
                    : `Valid ${course.validity_months % 12 === 0 ? `${course.validity_months / 12} yr` : `${course.validity_months} mo`}`}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {staff.map((person) => (
            <tr key={person.id} className="align-top">
              <th scope="row" className="py-2 pr-4 font-semibold text-ink">
                {person.name}
                {person.current ? null : <span className="ml-1 font-normal text-muted">(left)</span>}
                <span className="block font-normal text-muted">{person.email}</span>
              </th>
              {courses.map((course) => (
                <td key={course.course_id} className="py-2 pr-4">
                  <Cell cell={cellOf(person, course.course_id)} of={`${person.name}, ${course.course_name}`} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function MatrixView({ matrix, onRenew }: { matrix: Matrix; onRenew: (lines: RenewalLine[]) => void }) {
  const download = useDownloadCsv()
  const wide = useMediaQuery(WIDE, null)
  const { printing, print } = usePrinting()
  const [dueOnly, setDueOnly] = useState(false)
  const filterId = useId()
  const { courses, staff } = matrix
  const shown = useMemo(() => (dueOnly ? staff.filter(hasTrainingDue) : staff), [dueOnly, staff])
  // Worked out once per answer, not again at each tap on the filter or Print (every person × course).
  const renewal = useMemo(() => renewalLines(matrix), [matrix])
  const asOf = matrix.as_of.slice(0, 10)
  if (staff.length === 0 || courses.length === 0) {
    return <p className="text-slate-700">The matrix fills in once your staff have seats.</p>
  }
  return (
    <div className="space-y-4">
      <p className="hidden print:block">
        {matrix.company_name} — training matrix, {formatDay(matrix.as_of)}
      </p>
      <RenewBar lines={renewal} onRenew={onRenew} />
      <div className="flex flex-wrap items-center gap-3" data-print-hidden>
        <Button variant="secondary" onClick={print}>
          Print
        </Button>
        <Button
          variant="secondary"
          onClick={() => void matrixCsv(matrix).then((csv) => download(`training-matrix-${asOf}.csv`, csv))}
        >
          Download CSV
        </Button>
        <label htmlFor={filterId} className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
          <input
            id={filterId}
            type="checkbox"
            className="size-5"
            checked={dueOnly}
            onChange={(event) => setDueOnly(event.target.checked)}
          />
          Due or expired only
        </label>
      </div>
      <Legend />
      {dueOnly && shown.length === 0 ? <p className="text-slate-700">No one’s training is due or expired.</p> : null}
      {/* One layout at a time: the table on a wide screen and on paper (everyone), cards on a phone. */}
      {printing ? (
        <MatrixTable staff={staff} courses={courses} />
      ) : (
        // In the server's paint, where the screen is not known, the cards, shown by CSS on a phone
        // only; on a wide screen the table follows as the app takes the page over (its first 20 rows
        // alone would weigh 500 KB of markup for a phone that never shows them). In the same place as
        // after: the cards stay as they are.
        <>
          {wide === null ? (
            <p className="hidden text-slate-700 md:block">Loading the table…</p>
          ) : wide ? (
            <MatrixTable staff={shown} courses={courses} />
          ) : null}
          {wide !== true && shown.length > 0 ? (
            <div className={wide === null ? 'md:hidden' : undefined}>
              <MatrixCards key={String(dueOnly)} staff={shown} courses={courses} filtered={dueOnly} />
            </div>
          ) : null}
        </>
      )}
    </div>
  )
}

/**
 * Staff × courses with each one's status in words and colour, from the courses' validity: what a
 * care home shows an inspector. Printable (the print stylesheet prints this section alone) and
 * downloadable as CSV; on a phone, each person is a card of their own courses, a page of cards at a
 * time. "Renew" puts a seat
 * of each due or expired course, for each person due, in the cart.
 */
export function TrainingMatrix({ onRenew }: { onRenew: (lines: RenewalLine[]) => void }) {
  const query = useTrainingMatrix()
  return (
    <QueryState query={query} loading="Loading the training matrix…">
      {(matrix) => <MatrixView matrix={matrix} onRenew={onRenew} />}
    </QueryState>
  )
}
