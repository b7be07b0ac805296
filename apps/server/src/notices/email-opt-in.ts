import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressStore, MailBudget, SubscriptionRow } from '@harbour/storage';
import type { Logger } from 'pino';
import { errInfo } from '../logger.js';
import { mailboxOf, normaliseAddress } from './mailbox.js';
import type { Clock } from '../clock.js';
import type { EmailSender } from '../outbound/email.js';
import { CONFIRMATION_SUBJECT, confirmationMailBody, mailSubject, mailText, noticeMailBody, type DigestWords, type NoticeEvent } from './texts.js';

const HOUR = 3_600_000;

/** The rules of e-mail notices (see the README, "E-mail notices"). */
export const EMAIL_RULES = {
  /** A confirmation link works this long. */
  confirmationTtlMs: 48 * HOUR,
  /** No second confirmation mail to an address within this time of the last one... */
  resendAfterMs: HOUR,
  /** ...and at most this many per address in 24 hours, whichever matches and seats ask. */
  confirmationsPerDay: 3,
  /** Notices (of every match) to one address per hour; more are dropped. */
  noticesPerHour: 10,
  /** E-mail addresses per seat (beside the 10 subscriptions of all channels). */
  emailPerSeat: 3,
  /**
   * New e-mail addresses a seat may subscribe in 24 hours (each may cost a confirmation mail;
   * an address it unsubscribed counts again): then 429 `notices.emailBudget`.
   */
  emailAddsPerSeatPerDay: 5,
} as const;

/**
 * The confirmation mails to one mailbox (mailboxOf: its spellings with plus tags, dots Gmail
 * ignores, other case) follow the rules of one address: one an hour, three a day, whatever
 * spellings, matches and seats ask.
 */
export function mailboxBudget(address: string): MailBudget {
  return { key: `mailbox:${addressHash(mailboxOf(address))}`, gapMs: EMAIL_RULES.resendAfterMs, perDay: EMAIL_RULES.confirmationsPerDay };
}

export { normaliseAddress };

/** The key of a normalised address in the database (hex SHA-256): what the suppression list keeps. */
export function addressHash(normalised: string): string {
  return createHash('sha256').update(normalised, 'utf8').digest('hex');
}

const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export const CONFIRM_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const ADDRESS_HASH = /^[0-9a-f]{64}$/;
export const NEVER_KEY = /^[A-Za-z0-9_-]{43}$/;

export interface EmailNotice {
  event: NoticeEvent;
  game: string;
  /** The seat's name as its holder chose it (cleaned and quoted by texts.ts). */
  name: string;
  round: number;
  /** `/match/<matchID>`. */
  path: string;
  /** What happened since the seat's last turn (a turn notice), told as a short list. */
  digest?: DigestWords | null;
}

/**
 * Double opt-in for e-mail notices. A seat subscribing an address that is not confirmed yet gets
 * a confirmation link mailed to it (once: no second mail within an hour, at most three a day,
 * whatever matches ask, and the same for all spellings of one mailbox); the link's page confirms the address for this installation with a POST
 * (mail scanners fetch GETs). Notices go only to confirmed addresses, at most ten an hour each.
 * Every mail carries a "never mail me again" link (signed with a key kept in the database), after
 * which the address is on the suppression list and is not mailed at all.
 */
export class EmailOptIn {
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly o: {
      addresses: AddressStore;
      sender: EmailSender;
      clock: Clock;
      log: Logger;
      publicUrl: string;
      /** A secret of this installation (generated once, kept in the database) signing "never" links. */
      linkKey: () => Promise<string>;
    },
  ) {}

  /**
   * Mails a confirmation link to a normalised address if one is due (see the class comment). Not
   * awaited by the request that subscribed it: its answer does not tell whether a mail went out.
   */
  requestConfirmation(address: string, game: string): void {
    const job = this.confirmationMail(address, game)
      .catch((error: unknown) => this.o.log.warn({ err: errInfo(error) }, 'confirmation mail not sent'))
      .finally(() => this.sending.delete(job));
    this.sending.add(job);
  }

  /** Resolves when the confirmation mails under way were handed to the mail server (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.sending.size > 0) await Promise.all([...this.sending]);
  }

  private async confirmationMail(address: string, game: string): Promise<void> {
    const hash = addressHash(address);
    const token = randomBytes(32).toString('base64url');
    const now = this.o.clock.now();
    const rules = { ttlMs: EMAIL_RULES.confirmationTtlMs, resendAfterMs: EMAIL_RULES.resendAfterMs, perDay: EMAIL_RULES.confirmationsPerDay };
    if (!(await this.o.addresses.reserveConfirmation(hash, tokenHash(token), now, rules, [mailboxBudget(address)]))) return;
    const neverUrl = await this.neverUrl(hash);
    const confirmUrl = `${this.o.publicUrl}/api/notices/confirm?token=${token}`;
    await this.o.sender.send({
      to: address,
      subject: CONFIRMATION_SUBJECT,
      text: confirmationMailBody(new URL(this.o.publicUrl).host, game, confirmUrl, neverUrl, EMAIL_RULES.confirmationTtlMs / HOUR),
      unsubscribeUrl: neverUrl,
    });
    this.o.log.info('confirmation mail sent');
  }

  confirmationValid(token: string): Promise<boolean> {
    return this.o.addresses.confirmationValid(tokenHash(token), this.o.clock.now());
  }

  confirm(token: string): Promise<boolean> {
    return this.o.addresses.confirm(tokenHash(token), this.o.clock.now());
  }

  async neverLinkValid(hash: string, key: string): Promise<boolean> {
    const expected = Buffer.from(await this.neverKey(hash));
    const given = Buffer.from(key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** "Never mail me again" from a signed link: false when the link is not one this installation made. */
  async never(hash: string, key: string): Promise<boolean> {
    if (!(await this.neverLinkValid(hash, key))) return false;
    await this.o.addresses.suppress(hash, this.o.clock.now());
    this.o.log.info('an address asked never to be mailed again');
    return true;
  }

  /**
   * One notice to one e-mail subscription: sent only to a confirmed, unsuppressed address under its
   * hourly cap ('skip' otherwise); a mail server's refusal throws (the outbox retries the notice).
   */
  async deliver(sub: SubscriptionRow, notice: EmailNotice): Promise<'delivered' | 'skip'> {
    const hash = addressHash(sub.target);
    if (!(await this.o.addresses.claimNotice(hash, this.o.clock.now(), EMAIL_RULES.noticesPerHour))) {
      this.o.log.debug({ matchID: sub.matchID }, 'e-mail notice not sent: the address is not confirmed, asked for no mail, or reached its hourly cap');
      return 'skip';
    }
    const unsubscribeUrl = `${this.o.publicUrl}/api/notices/unsubscribe?token=${sub.token}`;
    await this.o.sender.send({
      to: sub.target,
      subject: mailSubject(notice.event, notice.game, notice.name, notice.round),
      text: noticeMailBody(mailText(notice.event, notice.game, notice.name, notice.round), { tableUrl: `${this.o.publicUrl}${notice.path}`, unsubscribeUrl, neverUrl: await this.neverUrl(hash) }, notice.digest ?? null),
      unsubscribeUrl,
    });
    return 'delivered';
  }

  private async neverKey(hash: string): Promise<string> {
    return createHmac('sha256', await this.o.linkKey()).update(`never:${hash}`).digest('base64url');
  }

  private async neverUrl(hash: string): Promise<string> {
    return `${this.o.publicUrl}/api/notices/never?address=${hash}&key=${await this.neverKey(hash)}`;
  }
}
