import { Button } from '@/components/button'
import type { Team } from '@/shared/contract/team'
import { useDownloadCsv } from '../hooks/use-download-csv'
import { overviewCsv } from '../data/csv'
import './team-print.css'
import { formatDay } from './format-day'

/**
 * Staff × course: when each was assigned and whether it was started, as inspectors ask for it.
 * Printable (the print stylesheet prints this section alone, as the table) and downloadable as CSV.
 * On a phone, where the table would run off the screen sideways, each person is a card of their
 * own courses.
 */
export function TrainingOverview({ team }: { team: Team }) {
  const download = useDownloadCsv()
  const courses = team.seats
  if (team.staff.length === 0 || courses.length === 0) {
    return <p className="text-slate-700">The overview fills in once your staff have seats.</p>
  }
  const today = new Date().toISOString().slice(0, 10)
  return (
    <div className="space-y-4">
      <p className="hidden print:block">
        {team.company_name} — training overview, {formatDay(new Date().toISOString())}
      </p>
      <div className="flex flex-wrap gap-3" data-print-hidden>
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        <Button
          variant="secondary"
          onClick={() => void overviewCsv(team).then((csv) => download(`training-overview-${today}.csv`, csv))}
        >
          Download CSV
        </Button>
      </div>
      <ul aria-label="Training by staff member" className="space-y-3 md:hidden print:hidden">
        {team.staff.map((person) => (
          <li key={person.id} className="rounded-xl border border-slate-200 p-4">
            <p className="font-semibold text-ink">{person.name}</p>
            <p className="break-all text-sm text-muted">{person.email}</p>
            {person.courses.length === 0 ? (
              <p className="mt-2 text-sm text-muted">No course assigned.</p>
            ) : (
              <dl className="mt-2 space-y-2 text-sm">
                {person.courses.map((held) => (
                  <div key={held.course_id}>
                    <dt className="font-medium text-ink">{held.course_name}</dt>
                    <dd className="text-slate-700">
                      Assigned {formatDay(held.assigned_at)} ·{' '}
                      {held.started_at ? `Started ${formatDay(held.started_at)}` : 'Not started'}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block print:block">
        <table className="w-full min-w-[36rem] text-left text-sm" aria-label="Training overview">
          <thead className="border-b border-slate-300 text-muted">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Staff member
              </th>
              {courses.map((course) => (
                <th key={course.course_id} scope="col" className="py-2 pr-4 font-semibold">
                  {course.course_name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {team.staff.map((person) => (
              <tr key={person.id} className="align-top">
                <th scope="row" className="py-2 pr-4 font-semibold text-ink">
                  {person.name}
                  <span className="block font-normal text-muted">{person.email}</span>
                </th>
                {courses.map((course) => {
                  const held = person.courses.find((c) => c.course_id === course.course_id)
                  return (
                    <td key={course.course_id} className="py-2 pr-4 text-slate-700">
                      {held ? (
                        <>
                          Assigned {formatDay(held.assigned_at)}
                          <span className="block">
                            {held.started_at ? `Started ${formatDay(held.started_at)}` : 'Not started'}
                          </span>
                        </>
                      ) : (
                        <span className="text-muted">—</span>
                      )}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
