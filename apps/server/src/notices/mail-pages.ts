import type Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { ADDRESS_HASH, CONFIRM_TOKEN, NEVER_KEY, type EmailOptIn } from './email-opt-in.js';
import type { NoticeSubscriptions } from './subscriptions.js';

const UnsubscribeQuery = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });
const ConfirmQuery = z.strictObject({ token: z.string().regex(CONFIRM_TOKEN) });
const NeverQuery = z.strictObject({ address: z.string().regex(ADDRESS_HASH), key: z.string().regex(NEVER_KEY) });

function query<T extends z.ZodType>(schema: T, ctx: Context): z.infer<T> {
  const parsed = schema.safeParse({ ...ctx.query });
  if (!parsed.success) throw new AppError(400, 'request.invalid', 'This link is not valid.');
  return parsed.data;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page of one sentence and, optionally, one button that POSTs back to the same link. */
function page(ctx: Context, text: string, button?: string): void {
  // The body of a POST (a form, or a mail client's "List-Unsubscribe=One-Click") is not needed.
  ctx.req.resume();
  const form = button === undefined ? '' : `<form method="post" action="${escape(ctx.originalUrl)}"><button type="submit">${escape(button)}</button></form>`;
  ctx.type = 'text/html';
  ctx.set('Cache-Control', 'no-store');
  // Not no-referrer (the rest of the site's policy): with it, browsers send `Origin: null` with the
  // button's POST, which the API's origin check refuses. Same-origin sends the page's own origin.
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Harbour notices</title></head><body><main><p>${escape(text)}</p>${form}</main></body></html>`;
}

/**
 * The pages behind the links of notice mails. A GET only shows a button (mail scanners fetch
 * links); the button's POST acts. The unsubscribe and "never" links also take a mail client's
 * RFC 8058 one-click POST.
 * - `/api/notices/unsubscribe?token=…`: ends one subscription (one match);
 * - `/api/notices/confirm?token=…`: confirms the address (double opt-in);
 * - `/api/notices/never?address=…&key=…`: this installation never mails the address again.
 */
export function mailPages(router: Router, notices: NoticeSubscriptions, email: EmailOptIn | null): void {
  router.get('/api/notices/unsubscribe', (ctx) => {
    query(UnsubscribeQuery, ctx);
    page(ctx, 'Stop the e-mails about this match?', 'Unsubscribe');
  });
  router.post('/api/notices/unsubscribe', async (ctx) => {
    const removed = await notices.unsubscribeToken(query(UnsubscribeQuery, ctx).token);
    page(ctx, removed ? 'You will get no more e-mails about this match.' : 'This address was already unsubscribed.');
  });
  if (email === null) return;
  router.get('/api/notices/confirm', async (ctx) => {
    const { token } = query(ConfirmQuery, ctx);
    if (await email.confirmationValid(token)) page(ctx, 'Get turn notices of Harbour matches at this address?', 'Confirm my address');
    else page(ctx, 'This link was used already or has expired. A new one is mailed when a seat subscribes the address again.');
  });
  router.post('/api/notices/confirm', async (ctx) => {
    const confirmed = await email.confirm(query(ConfirmQuery, ctx).token);
    page(ctx, confirmed ? 'Your address is confirmed: turn notices of the matches it was added to will arrive.' : 'This link was used already or has expired.');
  });
  router.get('/api/notices/never', async (ctx) => {
    const { address, key } = query(NeverQuery, ctx);
    if (await email.neverLinkValid(address, key)) page(ctx, 'Never get an e-mail from this Harbour server again, for any match?', 'Never mail me again');
    else page(ctx, 'This link is not valid.');
  });
  router.post('/api/notices/never', async (ctx) => {
    const { address, key } = query(NeverQuery, ctx);
    page(ctx, (await email.never(address, key)) ? 'This server will never mail your address again.' : 'This link is not valid.');
  });
}
