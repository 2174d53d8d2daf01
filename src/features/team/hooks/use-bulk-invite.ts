import { useState } from 'react'
import type { InviteResult } from '../../../shared/contract/team'
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

  const readFile = async (file: File): Promise<string> => file.text()

  return { send, readFile, results, error, sending: bulk.isPending }
}
