/** The form an address is stored, compared and hashed in: trimmed, NFC, lower case. */
export function normaliseAddress(address: string): string {
  return address.trim().normalize('NFC').toLowerCase();
}

/**
 * Providers whose mailboxes ignore dots in the local part, and the domain their mail arrives at
 * (gmail.com and googlemail.com are one set of mailboxes).
 */
const DOTS_IGNORED: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, as far as limits count it: the stored form (trimmed, NFC, lower
 * case) without a plus tag (`anne+x@` is `anne@` at most providers, and treating it so elsewhere
 * only makes a limit stricter), without the dots of providers that ignore them, at their
 * canonical domain, without a final dot on the domain. Only for counting: mail still goes to the
 * address as written, and an address is confirmed as written.
 */
export function mailboxOf(address: string): string {
  const normalised = normaliseAddress(address);
  const at = normalised.lastIndexOf('@');
  if (at <= 0) return normalised;
  let local = normalised.slice(0, at);
  let domain = normalised.slice(at + 1).replace(/\.+$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const canonical = DOTS_IGNORED[domain];
  if (canonical !== undefined) {
    local = local.replace(/\./g, '');
    domain = canonical;
  }
  return `${local}@${domain}`;
}
