/**
 * Registers the service worker (public/sw.js: turn notices by Web Push, and the click that opens
 * the seat's table) once the page has loaded, so it never competes with the table for the network.
 * Browsers without service workers (or where the page is not on HTTPS or localhost) go without.
 */
export function registerServiceWorker(win: Window & typeof globalThis = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
