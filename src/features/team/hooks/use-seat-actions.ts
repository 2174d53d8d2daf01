import { useState } from 'react'
import type { SeatRequest } from '../../../shared/contract/team'
import { assignSeat, unassignSeat, useSeatChange } from '../api/assign-seat'
import { failureText } from '../data/messages'

export interface SeatOutcome {
  courseId: number
  ok: boolean
  text: string
}

/** Assign and take back seats, with the last answer kept beside the course it was about. */
export function useSeatActions() {
  const assign = useSeatChange(assignSeat)
  const unassign = useSeatChange(unassignSeat)
  const [outcome, setOutcome] = useState<SeatOutcome | null>(null)

  const run = async (change: typeof assign, request: SeatRequest & { course_id: number }) => {
    setOutcome(null)
    try {
      const answer = await change.mutateAsync(request)
      setOutcome({ courseId: request.course_id, ok: true, text: answer.message })
    } catch (error) {
      setOutcome({ courseId: request.course_id, ok: false, text: failureText(error) })
    }
  }

  return {
    outcome,
    busy: assign.isPending || unassign.isPending,
    assign: (request: SeatRequest & { course_id: number }) => run(assign, request),
    unassign: (request: SeatRequest & { course_id: number }) => run(unassign, request),
  }
}
