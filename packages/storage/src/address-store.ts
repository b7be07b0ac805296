import type { Db } from './db.js';
import type { NoticeChannel } from './async-store.js';

/**
 * Notice subscriptions and the e-mail addresses they name (migrations 007 and 012): subscribing
 * under a per-seat cap, double opt-in (confirmation links kept as hashes), the per-address caps on
 * confirmation mails and on notices, and the installation's "never mail me again" list. Addresses
 * are named by `addressHash`, the hex SHA-256 of the normalised address, which is also what an
 * e-mail subscription's `target` holds (so SQL finds an address's subscriptions by hashing targets).
 * Every check-and-count is one statement (or one transaction under a lock), so it holds across processes.
 */

export interface NewSubscription {
  matchID: string;
  playerID: string;
  channel: NoticeChannel;
  target: string;
  keys: { p256dh: string; auth: string } | null;
  token: string;
}

export interface SubscriptionCaps {
  /** Subscriptions of one seat on all channels. */
  perSeat: number;
  /** E-mail addresses of one seat. */
  emailPerSeat: number;
  /** E-mail addresses one seat may add in 24 hours (each may cost a confirmation mail), counted under `seatBudgetKey`. */
  emailAddsPerDay?: { key: string; perDay: number };
}

/**
 * A budget of confirmation mails beyond one address (migration 019): at most `perDay` takes in a
 * 24-hour window, none within `gapMs` of the last.
 */
export interface MailBudget {
  key: string;
  gapMs: number;
  perDay: number;
}

export interface ConfirmationRules {
  /** How long a confirmation link works. */
  ttlMs: number;
  /** No second confirmation mail to an address within this time of the last. */
  resendAfterMs: number;
  /** Confirmation mails to one address per 24 hours. */
  perDay: number;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The hex SHA-256 of a text column, as the server computes `addressHash` of a normalised address. */
const HASH_OF_TARGET = `encode(sha256(convert_to(target, 'UTF8')), 'hex')`;

const RESERVE_CONFIRMATION = `
INSERT INTO email_addresses AS a (address_hash, last_mail_at, mails_window_start, mails_in_window, created_at)
SELECT $1::text, $2::bigint, $2::bigint, 1, $2::bigint
 WHERE NOT EXISTS (SELECT 1 FROM email_suppressions WHERE address_hash = $1::text)
ON CONFLICT (address_hash) DO UPDATE
   SET last_mail_at = $2::bigint,
       mails_window_start = CASE WHEN a.mails_window_start <= $2::bigint - ${DAY_MS} THEN $2::bigint ELSE a.mails_window_start END,
       mails_in_window = CASE WHEN a.mails_window_start <= $2::bigint - ${DAY_MS} THEN 1 ELSE a.mails_in_window + 1 END
 WHERE a.confirmed_at IS NULL
   AND NOT EXISTS (SELECT 1 FROM email_suppressions WHERE address_hash = $1::text)
   AND (a.last_mail_at IS NULL OR a.last_mail_at <= $2::bigint - $3::bigint)
   AND (a.mails_window_start <= $2::bigint - ${DAY_MS} OR a.mails_in_window < $4::int)
RETURNING 1`;

const CLAIM_NOTICE = `
UPDATE email_addresses a
   SET notices_window_start = CASE WHEN a.notices_window_start <= $2::bigint - ${HOUR_MS} THEN $2::bigint ELSE a.notices_window_start END,
       notices_in_window = CASE WHEN a.notices_window_start <= $2::bigint - ${HOUR_MS} THEN 1 ELSE a.notices_in_window + 1 END
 WHERE a.address_hash = $1::text AND a.confirmed_at IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM email_suppressions s WHERE s.address_hash = $1::text)
   AND (a.notices_window_start <= $2::bigint - ${HOUR_MS} OR a.notices_in_window < $3::int)
RETURNING 1`;

const TAKE_BUDGET = `
INSERT INTO email_budgets AS b (budget_key, last_at, window_start, in_window)
VALUES ($1::text, $2::bigint, $2::bigint, 1)
ON CONFLICT (budget_key) DO UPDATE
   SET last_at = $2::bigint,
       window_start = CASE WHEN b.window_start <= $2::bigint - ${DAY_MS} THEN $2::bigint ELSE b.window_start END,
       in_window = CASE WHEN b.window_start <= $2::bigint - ${DAY_MS} THEN 1 ELSE b.in_window + 1 END
 WHERE b.last_at <= $2::bigint - $3::bigint
   AND (b.window_start <= $2::bigint - ${DAY_MS} OR b.in_window < $4::int)
RETURNING 1`;

/** Thrown inside a transaction to roll back what it counted: a budget was spent. */
class BudgetSpent extends Error {}

export class AddressStore {
  constructor(readonly db: Db) {}

  /**
   * Adds (or refreshes) a seat's subscription unless the seat is at its caps. Subscriptions of one
   * seat are counted under a transaction-scoped advisory lock, so two requests at once cannot both
   * pass the count. An address on the suppression list is not subscribed ('suppressed'); a new
   * e-mail address beyond the seat's `emailAddsPerDay` is not either ('budget').
   */
  async subscribe(sub: NewSubscription, now: number, caps: SubscriptionCaps, addressHash?: string): Promise<'added' | 'tooMany' | 'suppressed' | 'budget'> {
    return this.db.transaction(async (tx) => {
      if (addressHash !== undefined && (await tx.query(`SELECT 1 FROM email_suppressions WHERE address_hash = $1::text`, [addressHash])).length > 0) return 'suppressed';
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('harbour.subscriptions.' || $1::text || '.' || $2::text))`, [sub.matchID, sub.playerID]);
      const counts = await tx.query<{ total: number; email: number; same: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE channel = 'email')::int AS email,
                count(*) FILTER (WHERE channel = $3::text AND target = $4::text)::int AS same
           FROM notice_subscriptions WHERE match_id = $1::text AND player_id = $2::text`,
        [sub.matchID, sub.playerID, sub.channel, sub.target],
      );
      const { total, email, same } = counts[0] ?? { total: 0, email: 0, same: 0 };
      if (Number(same) === 0 && (Number(total) >= caps.perSeat || (sub.channel === 'email' && Number(email) >= caps.emailPerSeat))) return 'tooMany';
      const adds = caps.emailAddsPerDay;
      if (Number(same) === 0 && sub.channel === 'email' && adds !== undefined && (await tx.query(TAKE_BUDGET, [adds.key, now, 0, adds.perDay])).length === 0) return 'budget';
      await tx.query(
        `INSERT INTO notice_subscriptions (match_id, player_id, channel, target, keys, token, created_at)
         VALUES ($1::text, $2::text, $3::text, $4::text, $5::text::jsonb, $6::text, $7::bigint)
         ON CONFLICT (match_id, player_id, channel, target) DO UPDATE SET keys = EXCLUDED.keys`,
        [sub.matchID, sub.playerID, sub.channel, sub.target, sub.keys === null ? null : JSON.stringify(sub.keys), sub.token, now],
      );
      return 'added';
    });
  }

  /** Whether an address is confirmed (and not suppressed). */
  async confirmed(addressHash: string): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM email_addresses WHERE address_hash = $1::text AND confirmed_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM email_suppressions WHERE address_hash = $1::text)`,
      [addressHash],
    );
    return rows.length === 1;
  }

  /**
   * Counts a confirmation mail to a pending address and stores its link's token hash, if one may
   * be sent now: not suppressed, not confirmed, no mail within `resendAfterMs`, fewer than
   * `perDay` in the current 24-hour window, and each of `budgets` (the mailbox the address
   * reaches) not spent; all counted together or nothing (rolled back). True: send the mail.
   */
  async reserveConfirmation(addressHash: string, tokenHash: string, now: number, rules: ConfirmationRules, budgets: readonly MailBudget[] = []): Promise<boolean> {
    const reserve = this.db.transaction(async (tx) => {
      const reserved = await tx.query(RESERVE_CONFIRMATION, [addressHash, now, rules.resendAfterMs, rules.perDay]);
      if (reserved.length === 0) return false;
      // In key order, so two reservations sharing budgets lock their rows in the same order.
      for (const budget of [...budgets].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
        if ((await tx.query(TAKE_BUDGET, [budget.key, now, budget.gapMs, budget.perDay])).length === 0) throw new BudgetSpent();
      }
      await tx.query(`DELETE FROM email_confirmations WHERE address_hash = $1::text AND expires_at <= $2::bigint`, [addressHash, now]);
      await tx.query(`INSERT INTO email_confirmations (token_hash, address_hash, expires_at) VALUES ($1::text, $2::text, $3::bigint)`, [tokenHash, addressHash, now + rules.ttlMs]);
      return true;
    });
    return reserve.catch((error: unknown) => {
      if (error instanceof BudgetSpent) return false;
      throw error;
    });
  }

  /** Whether a confirmation link is valid now (the page shows its button only then). */
  async confirmationValid(tokenHash: string, now: number): Promise<boolean> {
    return (await this.db.query(`SELECT 1 FROM email_confirmations WHERE token_hash = $1::text AND expires_at > $2::bigint`, [tokenHash, now])).length === 1;
  }

  /** Confirms the address a valid link was mailed to; its links are used up. False: unknown or expired link. */
  async confirm(tokenHash: string, now: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ address_hash: string }>(`DELETE FROM email_confirmations WHERE token_hash = $1::text AND expires_at > $2::bigint RETURNING address_hash`, [tokenHash, now]);
      const address = rows[0]?.address_hash;
      if (address === undefined) return false;
      await tx.query(`UPDATE email_addresses SET confirmed_at = COALESCE(confirmed_at, $2::bigint) WHERE address_hash = $1::text`, [address, now]);
      await tx.query(`DELETE FROM email_confirmations WHERE address_hash = $1::text`, [address]);
      return true;
    });
  }

  /**
   * Counts one notice to a confirmed, unsuppressed address under its hourly cap. False: not
   * confirmed, suppressed, or `perHour` notices were sent in the current one-hour window.
   */
  async claimNotice(addressHash: string, now: number, perHour: number): Promise<boolean> {
    return (await this.db.query(CLAIM_NOTICE, [addressHash, now, perHour])).length === 1;
  }

  /** "Never mail me again": the address joins the suppression list; its state and subscriptions go. */
  async suppress(addressHash: string, now: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO email_suppressions (address_hash, at) VALUES ($1::text, $2::bigint) ON CONFLICT DO NOTHING`, [addressHash, now]);
      await tx.query(`DELETE FROM email_addresses WHERE address_hash = $1::text`, [addressHash]);
      await tx.query(`DELETE FROM notice_subscriptions WHERE channel = 'email' AND ${HASH_OF_TARGET} = $1::text`, [addressHash]);
    });
  }

  async suppressed(addressHash: string): Promise<boolean> {
    return (await this.db.query(`SELECT 1 FROM email_suppressions WHERE address_hash = $1::text`, [addressHash])).length === 1;
  }

  /** One-click unsubscribe from one match: removes the subscription the token names. */
  async unsubscribeToken(token: string): Promise<boolean> {
    return (await this.db.query(`DELETE FROM notice_subscriptions WHERE token = $1::text RETURNING 1`, [token])).length === 1;
  }
}
