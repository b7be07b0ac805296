/**
 * Which browser origins may use the API and open sockets: the page's own origin (the Origin's
 * host and port equal the Host the request was sent to: a server opened at
 * http://192.168.1.20:8000 or http://127.0.0.1:8000 always works for its own pages), and the
 * configured list (PUBLIC_URL's origin and ALLOWED_ORIGINS). Any other origin is refused.
 * Requests without an Origin header come from programs, not from pages, and are let through (an
 * origin check protects browsers' users; other clients can claim any origin).
 */
export function originAllowed(origin: string | undefined, allowed: readonly string[], host?: string): boolean {
  if (origin === undefined || origin === '') return true;
  if (allowed.includes(origin)) return true;
  return host !== undefined && host !== '' && sameHost(origin, host);
}

function sameHost(origin: string, host: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin !== origin) return false;
  // The Host header names a port only when it is not the scheme's default; URL.host does the same.
  return url.host === host.toLowerCase();
}
