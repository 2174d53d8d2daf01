import { useEffect, useState } from 'react'
import { UNASSIGN_UNDO_SECONDS } from '@/shared/contract/team-messages'
import type { SeatRequest } from '@/shared/contract/team'
import { assignSeat, unassignSeat, undoUnassign, useSeatChange } from '../api/assign-seat'
import { failureText } from '../data/messages'

export interface SeatOutcome {
  courseId: number
  ok: boolean
  text: string
  /** After Unassign: the id its Undo names, while the Undo is offered. */
  undoId?: number
}

type Request = SeatRequest & { course_id: number; user_id: number }

/**
 * Assign and take back seats, with the last answer kept beside the course it was about. Unassign
 * is asked first (`askUnassign`, then `confirmUnassign`), and its answer offers Undo for
 * UNASSIGN_UNDO_SECONDS.
 */
export function useSeatActions() {
  const assign = useSeatChange(assignSeat)
  const unassign = useSeatChange(unassignSeat)
  const undo = useSeatChange(undoUnassign)
  const [outcome, setOutcome] = useState<SeatOutcome | null>(null)
  const [confirming, setConfirming] = useState<Request | null>(null)

  // The Undo goes after its time; the answer stays.
  const undoId = outcome?.undoId
  useEffect(() => {
    if (undoId === undefined) return
    const timer = setTimeout(
      () => setOutcome((shown) => (shown?.undoId === undoId ? { ...shown, undoId: undefined } : shown)),
      UNASSIGN_UNDO_SECONDS * 1000,
    )
    return () => clearTimeout(timer)
  }, [undoId])

  const run = async <Answer extends { message: string }>(
    courseId: number,
    change: () => Promise<Answer>,
    undoOf: (answer: Answer) => number | undefined = () => undefined,
  ) => {
    setOutcome(null)
    try {
      const answer = await change()
      setOutcome({ courseId, ok: true, text: answer.message, undoId: undoOf(answer) })
    } catch (error) {
      setOutcome({ courseId, ok: false, text: failureText(error) })
    }
  }

  return {
    outcome,
    confirming,
    busy: assign.isPending || unassign.isPending || undo.isPending,
    /** Refused here, before any call, until a person is chosen. */
    assign: (courseId: number, userId: number | null, refusal: string) =>
      userId === null
        ? setOutcome({ courseId, ok: false, text: refusal })
        : run(courseId, () => assign.mutateAsync({ course_id: courseId, user_id: userId })),
    askUnassign: (request: Request) => {
      setOutcome(null)
      setConfirming(request)
    },
    cancelUnassign: () => setConfirming(null),
    confirmUnassign: async () => {
      if (!confirming) return
      const request = confirming
      setConfirming(null)
      await run(
        request.course_id,
        () => unassign.mutateAsync(request),
        (answer) => answer.undo_id,
      )
    },
    undo: (courseId: number, id: number) => run(courseId, () => undo.mutateAsync(id)),
  }
}
