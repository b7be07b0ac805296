import { AddressStore, MatchStore } from '@harbour/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { DATABASE_URL, openSchemaStore, openTestStore, storageKinds, testConfig } from '../testing/env.js';
import { api } from '../testing/http.js';
import { MailSink, type SunkMail } from '../testing/mail-sink.js';
import { addressHash, EMAIL_RULES, mailboxBudget } from './email-opt-in.js';
import { CONFIRMATION_SUBJECT } from './texts.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SITE = 'https://harbour.example';

/** The links of a mail, by kind, as paths on the test server. */
function linksOf(mail: SunkMail) {
  const find = (re: RegExp) => re.exec(mail.plain)?.[0]?.replace(SITE, '');
  return {
    confirm: find(/https:\/\/harbour\.example\/api\/notices\/confirm\?token=[A-Za-z0-9_-]+/),
    never: find(/https:\/\/harbour\.example\/api\/notices\/never\?address=[0-9a-f]+&key=[A-Za-z0-9_-]+/),
    unsubscribe: find(/https:\/\/harbour\.example\/api\/notices\/unsubscribe\?token=[A-Za-z0-9_-]+/),
    listUnsubscribe: /List-Unsubscribe: <([^>]+)>/.exec(mail.plain)?.[1]?.replace(SITE, ''),
  };
}

describe.each(storageKinds('email.flow.test.ts'))('e-mail notices: double opt-in, caps, never mail me again (%s)', (kind) => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let http: ReturnType<typeof api>;
  let addresses: AddressStore;
  let sink: MailSink;

  beforeAll(async () => {
    sink = await MailSink.start();
    const opened = await openTestStore(kind);
    cleanup = opened.cleanup;
    addresses = new AddressStore((opened.store as MatchStore).db);
    server = await startServer({
      config: testConfig({ HARBOUR_TEST_CLOCK: '1', ASYNC_TICK_MS: '3600000', PUBLIC_URL: SITE, ALLOWED_ORIGINS: '', SMTP_URL: sink.url }),
      store: opened.store,
    });
    http = api(server.url);
    // PGlite's start takes most of a minute on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await cleanup?.();
    await sink?.close();
  });

  async function advance(ms: number): Promise<void> {
    expect((await http.post('/test/clock', { advanceMs: ms })).status).toBe(200);
  }

  /** A started daily Grog Island match whose host seat (named `name`) subscribed `email`. */
  async function matchWith(email: string, name = 'Anne'): Promise<{ matchID: string; credentials: string }> {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name, pace: 'daily' });
    const sub = await http.post(`/api/matches/${host.matchID}/notices`, { playerID: '0', credentials: host.credentials, channel: 'email', email });
    expect(sub).toMatchObject({ status: 200, body: { channel: 'email', subscribed: true } });
    await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
    return { matchID: host.matchID as string, credentials: host.credentials as string };
  }

  async function post(path: string, body = ''): Promise<string> {
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect(response.status).toBe(200);
    return response.text();
  }

  it('an address added to 10 matches gets exactly one confirmation mail and no notice before it is confirmed; then notices, at most 10 an hour; after "never mail me again", nothing', async () => {
    const cora = 'cora@example.org';
    for (let i = 0; i < 10; i++) await matchWith(i % 2 === 0 ? cora : 'Cora@Example.ORG');
    await server.asyncPlay!.settled();
    await server.emailOptIn!.settled();
    // The turns began 6 minutes ago: past the notice delay, nothing but the confirmation went out.
    await advance(6 * MINUTE);
    await server.emailOptIn!.settled();
    const [confirmation, ...others] = sink.to(cora);
    expect(others).toEqual([]);
    expect(confirmation!.subject).toBe(CONFIRMATION_SUBJECT);
    expect(confirmation!.plain).not.toContain('Anne');
    const links = linksOf(confirmation!);
    expect(links.confirm).toBeDefined();
    expect(links.never).toBeDefined();
    expect(links.listUnsubscribe).toBe(links.never);
    expect(await addresses.confirmed(addressHash(cora))).toBe(false);

    // A mail scanner fetches the link: the page only shows a button.
    const page = await fetch(`${server.url}${links.confirm!}`);
    expect(await page.text()).toContain('<button type="submit">Confirm my address</button>');
    // With the site's no-referrer, a browser would send `Origin: null` with the button's POST (refused by the origin check).
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(await addresses.confirmed(addressHash(cora))).toBe(false);
    expect(await post(links.confirm!)).toContain('Your address is confirmed');
    expect(await addresses.confirmed(addressHash(cora))).toBe(true);
    // Used up.
    expect(await post(links.confirm!)).toContain('used already or has expired');

    // Confirmed for this installation: two more matches send no second confirmation, and their turn notices arrive.
    await matchWith(cora, 'Cheap pills at ev.il');
    await matchWith(cora, 'Dora');
    await server.asyncPlay!.settled();
    await advance(6 * MINUTE);
    const turns = sink.to(cora).slice(1);
    expect(turns).toHaveLength(2);
    const evil = turns.find((m) => m.subject.includes('ev.il'))!;
    expect(evil.subject).toBe('Your turn in Grog Island (round 1) as "Cheap pills at ev.il"');
    expect(evil.plain).toContain('It is your turn in Grog Island (round 1), playing as "Cheap pills at ev.il".');
    expect(linksOf(evil).never).toBe(links.never);
    expect(linksOf(evil).listUnsubscribe).toBe(linksOf(evil).unsubscribe);
    expect(evil.plain).not.toContain('/seat/');

    // The reminders of all 12 matches fall due in the same hour: 10 are mailed.
    await advance(20 * HOUR);
    expect(sink.to(cora).slice(3).filter((m) => m.subject.startsWith('Time is running out'))).toHaveLength(EMAIL_RULES.noticesPerHour);
    expect(sink.to(cora)).toHaveLength(3 + EMAIL_RULES.noticesPerHour);

    // Never mail me again: a mail client's one-click POST on the confirmation mail's List-Unsubscribe.
    expect(await post(links.listUnsubscribe!, 'List-Unsubscribe=One-Click')).toContain('never mail your address again');
    expect(await addresses.suppressed(addressHash(cora))).toBe(true);
    const count = sink.mails.length;
    // Subscribing it again is answered as for any address, but nothing is stored or mailed.
    const { matchID } = await matchWith(cora);
    await server.asyncPlay!.settled();
    await server.emailOptIn!.settled();
    await advance(25 * HOUR);
    await server.emailOptIn!.settled();
    expect(sink.mails.slice(count).filter((m) => m.to.includes(cora))).toEqual([]);
    expect((await http.get(`/api/matches/${matchID}`)).status).toBe(200);
    // A forged "never" link does nothing.
    const forged = links.never!.replace(addressHash(cora), addressHash('dora@example.org'));
    expect(await post(forged)).toContain('not valid');
    expect(await addresses.suppressed(addressHash('dora@example.org'))).toBe(false);
  }, 120_000);

  it('a seat keeps at most 3 addresses; the per-match one-click unsubscribe removes one subscription', async () => {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'relaxed' });
    const subscribe = (email: string) => http.post(`/api/matches/${host.matchID}/notices`, { playerID: '0', credentials: host.credentials, channel: 'email', email });
    for (const n of [1, 2, 3]) expect((await subscribe(`eve${n}@example.org`)).status).toBe(200);
    // The same address again is no new subscription.
    expect((await subscribe('EVE1@example.org')).status).toBe(200);
    expect(await subscribe('eve4@example.org')).toMatchObject({ status: 409, body: { error: { code: 'notices.tooMany' } } });

    // Eve 1 confirms, then gets the turn notice with its one-click unsubscribe.
    const [confirmation] = await sink.waitFor('eve1@example.org', 1);
    await post(linksOf(confirmation!).confirm!);
    await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
    await server.asyncPlay!.settled();
    expect(JSON.stringify((await http.get(`/api/matches/${host.matchID}`)).body)).not.toContain('eve1');
    await advance(6 * MINUTE);
    const [, notice] = await sink.waitFor('eve1@example.org', 2);
    expect(notice!.plain).not.toContain(host.credentials);
    expect(notice!.plain).toContain(`Open the table: ${SITE}/match/${host.matchID}`);
    expect(notice!.plain).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    const unsubscribe = linksOf(notice!).listUnsubscribe!;
    expect(linksOf(notice!).unsubscribe).toBe(unsubscribe);
    expect(await (await fetch(`${server.url}${unsubscribe}`)).text()).toContain('Unsubscribe');
    const targets = async () => (await server.emailOptIn!.settled(), (await addresses.db.query<{ target: string }>(`SELECT target FROM notice_subscriptions WHERE match_id = $1::text ORDER BY target`, [host.matchID])).map((r) => r.target));
    expect(await targets()).toEqual(['eve1@example.org', 'eve2@example.org', 'eve3@example.org']);
    expect(await post(unsubscribe, 'List-Unsubscribe=One-Click')).toContain('no more e-mails about this match');
    expect(await targets()).toEqual(['eve2@example.org', 'eve3@example.org']);
  });

  it('one mailbox under many spellings gets the confirmation mails of one address; a seat adds at most 5 addresses a day (issue 35, finding 1)', async () => {
    const spellings = ['pat+1@gmail.com', 'p.a.t@gmail.com', 'PAT+harbour@googlemail.com', 'pa.t+2@gmail.com', 'pat@googlemail.com', 'p.at+3@GMAIL.com'];
    const toPat = () => sink.mails.filter((m) => m.to.some((to) => /^p\.?a\.?t(\+[^@]*)?@(gmail|googlemail)\.com$/i.test(to)));
    for (const spelling of spellings) await matchWith(spelling);
    await server.emailOptIn!.settled();
    expect(toPat().map((m) => m.subject)).toEqual([CONFIRMATION_SUBJECT]);
    // An hour later the mailbox may have one more (as one address would), whatever spelling asks.
    await advance(HOUR);
    for (const spelling of spellings) await matchWith(spelling.replace('@', '+again@'));
    await server.emailOptIn!.settled();
    expect(toPat()).toHaveLength(2);

    // One seat adding and removing addresses: 5 a day, then a clear 429 and nothing stored.
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'daily' });
    const seat = { playerID: '0', credentials: host.credentials as string };
    const subscribe = (email: string) => http.post(`/api/matches/${host.matchID}/notices`, { ...seat, channel: 'email', email });
    const unsubscribe = (email: string) => http.call('DELETE', `/api/matches/${host.matchID}/notices`, { ...seat, channel: 'email', endpoint: email });
    for (let i = 1; i <= EMAIL_RULES.emailAddsPerSeatPerDay; i++) {
      expect((await subscribe(`victim${i}@example.org`)).status, `address ${i}`).toBe(200);
      // Subscribing an address the seat keeps again is no new address.
      expect((await subscribe(`Victim${i}@example.org`)).status, `again ${i}`).toBe(200);
      expect((await unsubscribe(`victim${i}@example.org`)).status).toBe(200);
    }
    expect(await subscribe('victim6@example.org')).toMatchObject({ status: 429, body: { error: { code: 'notices.emailBudget' } } });
    const kept = await addresses.db.query(`SELECT 1 FROM notice_subscriptions WHERE match_id = $1::text`, [host.matchID]);
    expect(kept).toEqual([]);
    await server.emailOptIn!.settled();
    expect(sink.to('victim6@example.org')).toEqual([]);
    await advance(24 * HOUR);
    expect((await subscribe('victim6@example.org')).status).toBe(200);
  });

  it('the caps hold when many processes ask at once: one confirmation mail, 10 notices an hour', async () => {
    const hash = addressHash('race@example.org');
    const now = Date.now();
    const rules = { ttlMs: HOUR, resendAfterMs: HOUR, perDay: 3 };
    const reserved = await Promise.all(Array.from({ length: 12 }, (_, i) => addresses.reserveConfirmation(hash, `token${i}`, now, rules)));
    expect(reserved.filter(Boolean)).toHaveLength(1);
    // Not confirmed: no notice.
    expect(await addresses.claimNotice(hash, now, 10)).toBe(false);
    expect(await addresses.confirm(`token${reserved.indexOf(true)}`, now)).toBe(true);
    const claimed = await Promise.all(Array.from({ length: 25 }, () => addresses.claimNotice(hash, now, 10)));
    expect(claimed.filter(Boolean)).toHaveLength(10);
    // The next hour: 10 more.
    expect(await addresses.claimNotice(hash, now + HOUR, 10)).toBe(true);
    // Three confirmation mails a day at most, one an hour.
    const other = addressHash('slow@example.org');
    const at = (h: number) => addresses.reserveConfirmation(other, `slow${h}`, now + h * HOUR, rules);
    expect([await at(0), await at(0.5), await at(1), await at(2), await at(3), await at(23), await at(24)]).toEqual([true, false, true, true, false, false, true]);
    // Twelve spellings of one mailbox at once: one mail (the budget's row is taken in the address's transaction).
    const spellings = Array.from({ length: 12 }, (_, i) => `mo.ll+${i}@gmail.com`);
    const raced = await Promise.all(spellings.map((spelling, i) => addresses.reserveConfirmation(addressHash(spelling), `moll${i}`, now, rules, [mailboxBudget(spelling)])));
    expect(raced.filter(Boolean)).toHaveLength(1);
    // The spellings refused kept nothing: their addresses can still be mailed once the mailbox may be.
    expect(await addresses.reserveConfirmation(addressHash(spellings[raced.indexOf(false)]!), 'moll-later', now + HOUR, rules, [mailboxBudget('moll@gmail.com')])).toBe(true);
  });
});

describe.runIf(DATABASE_URL)('e-mail notices with two server processes on one PostgreSQL', () => {
  it('an address subscribed in 10 matches through two processes at once gets exactly one confirmation mail', async () => {
    const sink = await MailSink.start();
    const first = await openTestStore('postgres');
    const secondStore = await openSchemaStore(first.schema);
    const config = testConfig({ HARBOUR_TEST_CLOCK: '1', ASYNC_TICK_MS: '3600000', PUBLIC_URL: SITE, ALLOWED_ORIGINS: '', SMTP_URL: sink.url });
    const servers = [await startServer({ config, store: first.store }), await startServer({ config, store: secondStore })];
    try {
      const [a, b] = servers.map((s) => api(s.url));
      const hosts = await Promise.all(Array.from({ length: 10 }, async () => (await a!.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'daily' })).body));
      const answers = await Promise.all(
        hosts.map((host, i) => (i % 2 === 0 ? a! : b!).post(`/api/matches/${host.matchID}/notices`, { playerID: '0', credentials: host.credentials, channel: 'email', email: 'twice@example.org' })),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
      await Promise.all(servers.map((s) => s.emailOptIn!.settled()));
      expect(sink.to('twice@example.org').map((m) => m.subject)).toEqual([CONFIRMATION_SUBJECT]);
    } finally {
      for (const s of servers) await s.close();
      await secondStore.close();
      await first.cleanup();
      await sink.close();
    }
  }, 120_000);
});
