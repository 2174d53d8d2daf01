/** Providers that deliver name.surname@ and namesurname@ to one mailbox. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * The mailbox an address reaches, as a key: lower-case, without a `+tag` in the local part, and,
 * at Gmail, without dots (googlemail.com is Gmail too). victim+a@, victim+b@ and vic.tim@gmail.com
 * all reach victim@gmail.com, so the invitation limits count them as one person. Only for
 * counting: mail still goes to the address as typed.
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at <= 0) return lower
  let local = lower.slice(0, at)
  let domain = lower.slice(at + 1)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '')
    domain = 'gmail.com'
  }
  return `${local}@${domain}`
}
