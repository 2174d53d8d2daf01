import { useState } from 'react'
import type { InviteResult } from '@/shared/contract/team'
import { MAX_STAFF_LIST_BYTES, TEAM_MESSAGES } from '@/shared/contract/team-messages'
import { useBulkInviteStaff } from '../api/invite-staff'
import { parseStaffList } from '../data/csv'
import { failureText } from '../data/messages'

/** The bulk invitation: a pasted list or an uploaded CSV file, each line's result shown after. */
export function useBulkInvite() {
  const bulk = useBulkInviteStaff()
  const [results, setResults] = useState<InviteResult[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  const send = async (text: string) => {
    setResults(null)
    setError(null)
    const people = await parseStaffList(text)
    if (people.length === 0) {
      setError('Add at least one person: a name and an email address on each line.')
      return
    }
    try {
      setResults(await bulk.mutateAsync(people))
    } catch (failure) {
      setError(failureText(failure))
    }
  }

  /** The file's text, or null when it is too large to be a list of staff (the message says so). */
  const readFile = async (file: File): Promise<string | null> => {
    setError(null)
    // Checked before reading: a wrong file (a 50 MB export) would be read and parsed for seconds,
    // then sent only to be refused by the server.
    if (file.size > MAX_STAFF_LIST_BYTES) {
      setError(TEAM_MESSAGES.staffListTooLarge)
      return null
    }
    return file.text()
  }

  return { send, readFile, results, error, sending: bulk.isPending }
}
