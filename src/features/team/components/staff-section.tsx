import type { StaffMember } from '../../../shared/contract/team'

export const NO_STAFF = 'No staff yet. Invite your team below.'

/**
 * The company's staff accounts: name, email, invited or active, and the courses each has. A table
 * from the small-tablet width up; on a phone each person is a block of labelled lines (a four-column
 * table there showed little more than the names). The explicit roles keep it a table for screen
 * readers whichever way it is laid out.
 */
export function StaffSection({ staff }: { staff: StaffMember[] }) {
  if (staff.length === 0) return <p className="text-slate-700">{NO_STAFF}</p>
  return (
    <div className="sm:overflow-x-auto">
      <table role="table" className="w-full text-left max-sm:block sm:min-w-[36rem]">
        <thead role="rowgroup" className="border-b border-slate-300 text-sm text-muted max-sm:sr-only">
          <tr role="row">
            <th role="columnheader" scope="col" className="py-2 pr-4 font-semibold">
              Name
            </th>
            <th role="columnheader" scope="col" className="py-2 pr-4 font-semibold">
              Email
            </th>
            <th role="columnheader" scope="col" className="py-2 pr-4 font-semibold">
              Status
            </th>
            <th role="columnheader" scope="col" className="py-2 font-semibold">
              Courses
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-200 max-sm:block">
          {staff.map((person) => (
            <tr key={person.id} role="row" className="align-top max-sm:block max-sm:py-3">
              <th role="rowheader" scope="row" className="py-3 pr-4 font-semibold text-ink max-sm:block max-sm:py-0">
                {person.name}
              </th>
              <td role="cell" className="py-3 pr-4 text-slate-700 [overflow-wrap:anywhere] max-sm:block max-sm:py-0.5">
                {person.email}
              </td>
              <td role="cell" className="py-3 pr-4 max-sm:block max-sm:py-0.5">
                <span
                  className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${person.status === 'active' ? 'bg-brand-100 text-brand-900' : 'bg-amber-100 text-amber-900'}`}
                >
                  {person.status === 'active' ? 'Active' : 'Invited'}
                </span>
              </td>
              <td role="cell" className="py-3 text-slate-700 max-sm:block max-sm:py-0.5">
                <span className="font-semibold text-muted sm:sr-only">Courses: </span>
                {person.courses.length === 0 ? (
                  <span className="text-muted">None yet</span>
                ) : (
                  <ul>
                    {person.courses.map((course) => (
                      <li key={course.course_id}>{course.course_name}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
