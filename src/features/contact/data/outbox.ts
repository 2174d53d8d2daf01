import type { ContactRequest } from '@/shared/contract/content'
import { isApiError } from '@/lib/api-client'
import type { OutboxMessage } from '@/lib/db'
import { openDb, useDbQuery } from '@/lib/local-data'
import { isNoAnswer, isOnline, onOnlineChange } from '@/lib/online-status'
import { sendContact } from '../api/send-contact'

/** What became of a message: sent (with the server's reply), kept in the outbox, or refused. */
export type SendOutcome =
  | { kind: 'sent'; reply: string }
  | { kind: 'queued'; clientId: string }
  /** `wait`: the server's own words when this address sent too many messages (429), else none. */
  | { kind: 'failed'; wait: string | undefined }

/**
 * Sends a message from the form now, or keeps it in the outbox when there is no connection or no
 * answer, rather than lose it. A refusal is not queued: it would be refused again.
 */
export async function sendOrQueue(fields: Omit<ContactRequest, 'client_id'>): Promise<SendOutcome> {
  // A fresh id per message lets the server store a resent message once.
  const message = { ...fields, client_id: crypto.randomUUID() }
  const queue = async (): Promise<SendOutcome> => {
    await queueMessage(message)
    return { kind: 'queued', clientId: message.client_id }
  }
  if (!isOnline()) return queue()
  try {
    const answer = await sendContact(message)
    return { kind: 'sent', reply: answer.message }
  } catch (error) {
    if (isNoAnswer(error)) return queue()
    return { kind: 'failed', wait: isApiError(error) && error.status === 429 ? error.userMessage : undefined }
  }
}

/**
 * The contact outbox: a message written without a connection waits in IndexedDB and is sent when
 * the connection returns or at the next launch (iOS has no Background Sync). Each message keeps
 * its client_id, which the server stores once, so a resend after a lost answer is harmless.
 */
export async function queueMessage(body: ContactRequest & { client_id: string }): Promise<void> {
  await (await openDb()).contactOutbox.put({ clientId: body.client_id, body, createdAt: Date.now() })
}

let flushing: Promise<void> | null = null

/** Sends what is queued, oldest first; stops at the first sign of no connection. */
export function flushOutbox(): Promise<void> {
  // One flush at a time in this tab; other tabs are held off by a Web Lock where there is one.
  flushing ??= withLock(sendQueued).finally(() => {
    flushing = null
  })
  return flushing
}

async function sendQueued(): Promise<void> {
  const db = await openDb()
  const queued = await db.contactOutbox.orderBy('createdAt').toArray()
  for (const message of queued) {
    if (!isOnline()) return
    try {
      await sendContact({ ...message.body, client_id: message.clientId })
      await db.contactOutbox.delete(message.clientId)
    } catch (error) {
      // No answer (the reachability check then watches for the server's return) or a server in
      // trouble: try again later. A refusal of the message itself would repeat for ever, so it is
      // given up — the form checked it with the server's own schema.
      if (isNoAnswer(error)) return
      if (isApiError(error) && error.fromServer && error.status !== 429) await db.contactOutbox.delete(message.clientId)
      else return
    }
  }
}

function withLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks ? locks.request('carewise-contact-outbox', () => work()).then(() => undefined) : work()
}

let started = false

/** At launch: send anything left from before, and again whenever the connection returns. */
export function startContactOutbox(): void {
  if (started) return
  started = true
  void flushOutbox()
  onOnlineChange((online) => {
    if (online) void flushOutbox()
  })
}

/** Queued messages, oldest first; `undefined` while loading. */
export function useOutbox(): OutboxMessage[] | undefined {
  return useDbQuery((db) => db.contactOutbox.orderBy('createdAt').toArray(), [], [])
}
