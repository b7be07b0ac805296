/**
 * Which browser origins may use the API and open sockets: the configured list (PUBLIC_URL's origin
 * and ALLOWED_ORIGINS). Requests without an Origin header come from programs, not from pages, and
 * are let through (an origin check protects browsers' users; other clients can claim any origin).
 */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined || origin === '') return true;
  return allowed.includes(origin);
}
