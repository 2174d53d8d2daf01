import type { StaffMember } from '../../../shared/contract/team'

export const NO_STAFF = 'No staff yet. Invite your team below.'

/** The company's staff accounts: name, email, invited or active, and the courses each has. */
export function StaffSection({ staff }: { staff: StaffMember[] }) {
  if (staff.length === 0) return <p className="text-slate-700">{NO_STAFF}</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left">
        <thead className="border-b border-slate-300 text-sm text-muted">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Name
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Email
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Status
            </th>
            <th scope="col" className="py-2 font-semibold">
              Courses
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {staff.map((person) => (
            <tr key={person.id} className="align-top">
              <th scope="row" className="py-3 pr-4 font-semibold text-ink">
                {person.name}
              </th>
              <td className="break-all py-3 pr-4 text-slate-700">{person.email}</td>
              <td className="py-3 pr-4">
                <span
                  className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${person.status === 'active' ? 'bg-brand-100 text-brand-900' : 'bg-amber-100 text-amber-900'}`}
                >
                  {person.status === 'active' ? 'Active' : 'Invited'}
                </span>
              </td>
              <td className="py-3 text-slate-700">
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
