import { useState } from 'react'
import { useRemoveStaff } from '../api/remove-staff'
import { failureText } from '../data/messages'

/** Removing a leaver: asked first (`ask`, then `confirm`), with the answer kept for the page. */
export function useRemoveStaffAction() {
  const remove = useRemoveStaff()
  const [confirming, setConfirming] = useState<number | null>(null)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  return {
    confirming,
    outcome,
    busy: remove.isPending,
    ask: (userId: number) => {
      setOutcome(null)
      setConfirming(userId)
    },
    cancel: () => setConfirming(null),
    confirm: async () => {
      if (confirming === null) return
      const userId = confirming
      setConfirming(null)
      try {
        setOutcome({ ok: true, text: (await remove.mutateAsync(userId)).message })
      } catch (error) {
        setOutcome({ ok: false, text: failureText(error) })
      }
    },
  }
}
