import { randomBytes } from 'node:crypto';
import type { AddressStore, AsyncStore, MatchData, MatchStorage } from '@harbour/storage';
import { GROUP_FORMATS } from '@harbour/protocol';
import { Credentials, PlayerID } from '@harbour/protocol/catalogue';
import { z } from 'zod';
import { verifyToken } from '../match/credentials.js';
import { AppError, errors } from '../errors.js';
import type { MatchRunner } from '../match/runner.js';
import { seatOf } from '../match/seats.js';
import type { Clock } from '../clock.js';
import { asyncSettings, withAsyncSettings, type GroupFormat } from '../match/settings.js';
import { addressHash, EMAIL_RULES, normaliseAddress, type EmailOptIn } from './email-opt-in.js';
import { checkPushSubscription } from './push-subscription.js';
import { gameTitle } from './texts.js';

const HttpsUrl = (what: string) =>
  z
    .url({ protocol: /^https?$/, error: `${what} is an http or https address` })
    .max(2048)
    .refine((u) => !new URL(u).username && !new URL(u).password, `${what} cannot carry a user name or password`);
const Base64Url = z.string().min(1).max(200).regex(/^[A-Za-z0-9_-]+={0,2}$/);

const PushSubscription = z.strictObject({ endpoint: HttpsUrl('endpoint'), expirationTime: z.number().nullable().optional(), keys: z.strictObject({ p256dh: Base64Url, auth: Base64Url }) });
export type PushSubscriptionBody = z.infer<typeof PushSubscription>;

/** Subscriptions of one seat, all channels together. */
export const SUBSCRIPTIONS_PER_SEAT = 10;

export const SubscribeBody = z.discriminatedUnion('channel', [
  z.strictObject({
    playerID: PlayerID,
    credentials: Credentials,
    channel: z.literal('push'),
    subscription: PushSubscription,
  }),
  z.strictObject({ playerID: PlayerID, credentials: Credentials, channel: z.literal('email'), email: z.email().max(254) }),
]);

export const UnsubscribeBody = z.strictObject({ playerID: PlayerID, credentials: Credentials, channel: z.enum(['push', 'email']), endpoint: z.string().max(2048).optional() });

export const GroupChannelBody = z.union([
  z.strictObject({ playerID: PlayerID, credentials: Credentials, format: z.enum(GROUP_FORMATS), url: HttpsUrl('url') }),
  z.strictObject({ playerID: PlayerID, credentials: Credentials, url: z.null() }),
]);

export const UnsubscribeQuery = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'not an unsubscribe token') });

const noticeErrors = {
  emailOff: () => new AppError(409, 'notices.emailOff', 'This server sends no e-mail (SMTP_URL is not set).'),
  notHost: () => new AppError(403, 'auth.notHost', 'Only the host can do this.'),
  tooMany: () => new AppError(409, 'notices.tooMany', `A seat may keep at most ${SUBSCRIPTIONS_PER_SEAT} subscriptions, ${EMAIL_RULES.emailPerSeat} of them e-mail addresses.`),
  emailBudget: () => new AppError(429, 'notices.emailBudget', `A seat may add at most ${EMAIL_RULES.emailAddsPerSeatPerDay} e-mail addresses a day; try again tomorrow.`),
  privateAddress: (why: string) => new AppError(400, 'webhook.privateAddress', `This server never calls that address (${why}): use the channel's public webhook address.`),
};

/**
 * Seats opting in to notices (Web Push subscriptions, e-mail addresses by double opt-in) and the
 * host's group channel. Subscriptions are never sent back: answers say only whether the seat is subscribed.
 */
export class NoticeSubscriptions {
  constructor(
    private readonly o: {
      store: AsyncStore;
      addresses: AddressStore;
      matches: MatchStorage;
      runner: MatchRunner;
      clock: Clock;
      /** Double opt-in of e-mail addresses; null: this server sends no e-mail. */
      email: EmailOptIn | null;
      vapidPublicKey: () => Promise<string>;
      /** Why a webhook address is refused, when known without DNS (see Webhooks.refusalOf). */
      addressRefusal?: (url: string) => string | null;
      /**
       * The hook for checking a Web Push subscription before it is stored (keys on the curve, an
       * https endpoint at a public address: notices/push-subscription.ts); it throws an AppError to refuse.
       */
      checkPush?: (subscription: PushSubscriptionBody) => void | Promise<void>;
    },
  ) {}

  async settings(): Promise<{ vapidPublicKey: string; email: boolean }> {
    return { vapidPublicKey: await this.o.vapidPublicKey(), email: this.o.email !== null };
  }

  /**
   * A seat subscribes a push endpoint or an e-mail address. An address that is not confirmed yet
   * is mailed a confirmation link (when one is due); the answer is the same whether the address is
   * confirmed, pending or on the "never mail me again" list (which is not subscribed), so it tells
   * nothing about the address.
   */
  async subscribe(matchID: string, body: z.infer<typeof SubscribeBody>): Promise<{ channel: string; subscribed: true }> {
    const metadata = await this.authorize(matchID, body.playerID, body.credentials);
    const email = this.o.email;
    if (body.channel === 'email' && email === null) throw noticeErrors.emailOff();
    if (body.channel === 'push') checkPushSubscription(body.subscription, this.o.addressRefusal);
    const target = body.channel === 'push' ? body.subscription.endpoint : normaliseAddress(body.email);
    const outcome = await this.o.addresses.subscribe(
      {
        matchID,
        playerID: body.playerID,
        channel: body.channel,
        target,
        keys: body.channel === 'push' ? body.subscription.keys : null,
        token: randomBytes(24).toString('base64url'),
      },
      this.o.clock.now(),
      { perSeat: SUBSCRIPTIONS_PER_SEAT, emailPerSeat: EMAIL_RULES.emailPerSeat, emailAddsPerDay: { key: `seat:${matchID}/${body.playerID}`, perDay: EMAIL_RULES.emailAddsPerSeatPerDay } },
      body.channel === 'email' ? addressHash(target) : undefined,
    );
    if (outcome === 'tooMany') throw noticeErrors.tooMany();
    if (outcome === 'budget') throw noticeErrors.emailBudget();
    if (outcome === 'added' && body.channel === 'email') email?.requestConfirmation(target, gameTitle(metadata.gameName));
    // From now on, moves of this match write turn notices to the outbox.
    await this.updateSettings(matchID, (m) => (asyncSettings(m).notices ? null : withAsyncSettings(m, { ...asyncSettings(m), notices: true })));
    return { channel: body.channel, subscribed: true };
  }

  async unsubscribe(matchID: string, body: z.infer<typeof UnsubscribeBody>): Promise<{ subscribed: false }> {
    await this.authorize(matchID, body.playerID, body.credentials);
    const target = body.channel === 'email' && body.endpoint !== undefined ? normaliseAddress(body.endpoint) : body.endpoint;
    await this.o.store.unsubscribe(matchID, body.playerID, body.channel, target);
    return { subscribed: false };
  }

  unsubscribeToken(token: string): Promise<boolean> {
    return this.o.addresses.unsubscribeToken(token);
  }

  async setGroupChannel(matchID: string, body: z.infer<typeof GroupChannelBody>): Promise<{ matchID: string; groupChannel: GroupFormat | null }> {
    const metadata = await this.authorize(matchID, body.playerID, body.credentials);
    const host = (metadata as MatchData & { lobby?: { host?: string } }).lobby?.host ?? '0';
    if (body.playerID !== host) throw noticeErrors.notHost();
    const refusal = body.url === null ? null : (this.o.addressRefusal?.(body.url) ?? null);
    if (refusal !== null) throw noticeErrors.privateAddress(refusal);
    await this.updateSettings(matchID, (m) => {
      const { group: _g, ...rest } = asyncSettings(m);
      return withAsyncSettings(m, body.url === null ? rest : { ...rest, group: { format: (body as { format: GroupFormat }).format, url: body.url } });
    });
    return { matchID, groupChannel: body.url === null ? null : (body as { format: GroupFormat }).format };
  }

  private async authorize(matchID: string, playerID: string, credentials: string): Promise<MatchData> {
    const { metadata } = await this.o.matches.load(matchID, { metadata: true });
    if (metadata === undefined) throw errors.matchNotFound();
    const seat = seatOf(metadata, playerID);
    if (seat === undefined || !verifyToken(credentials, seat.credentials)) throw errors.unauthorized();
    return metadata;
  }

  private async updateSettings(matchID: string, change: (m: MatchData) => MatchData | null): Promise<void> {
    const metadata = await this.o.matches.updateMetadata(matchID, change);
    if (metadata === undefined) throw errors.matchNotFound();
    await this.o.runner.metadataUpdated(matchID, metadata);
  }
}
