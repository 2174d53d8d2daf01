import { useState } from 'react'
import type { User } from '@/shared/contract/auth'
import { acceptJoin, declineJoin, undoDecline } from '../api/accept-invite'
import { failureText } from '../data/messages'

/**
 * The answer a signed-in invited person gives on the accept page: Accept (join as staff), or
 * Decline, which is asked first (it blocks the company for INVITATION_REFUSAL_DAYS) and can then be
 * undone. One call at a time; each answer's message is kept for the page to show.
 */
export function useJoinAnswer(token: string, onJoined: (user: User) => void) {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [step, setStep] = useState<'answer' | 'confirm' | 'declined'>('answer')

  /** Sends one answer; `after` moves to the next step once it succeeded (Accept leaves the page instead). */
  const run = async (answer: () => Promise<{ message: string }>, after?: () => void) => {
    setOutcome(null)
    setBusy(true)
    try {
      setOutcome({ ok: true, text: (await answer()).message })
      if (after) {
        after()
        setBusy(false)
      }
    } catch (error) {
      setOutcome({ ok: false, text: failureText(error) })
      setBusy(false)
    }
  }

  return {
    outcome,
    busy,
    step,
    accept: () =>
      void run(async () => {
        const joined = await acceptJoin(token)
        onJoined(joined.user)
        return joined
      }),
    /** Decline, first asked: the page says what declining means. */
    askDecline: () => {
      setOutcome(null)
      setStep('confirm')
    },
    cancelDecline: () => setStep('answer'),
    decline: () =>
      void run(
        () => declineJoin(token),
        () => setStep('declined'),
      ),
    undo: () =>
      void run(
        () => undoDecline(token),
        () => setStep('answer'),
      ),
  }
}
