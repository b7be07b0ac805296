import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededRng } from '@harbour/game-kit';
import type { MatchData } from '@harbour/storage';
import type { Ctx } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { openTestStore, storageKinds, testConfig } from '../testing/env.js';
import { eventually } from '../testing/eventually.js';
import { chooseMove, mustDecide } from '../testing/grog.js';
import { api } from '../testing/http.js';
import { MailSink } from '../testing/mail-sink.js';
import { browserKeys, decryptPush } from '../testing/web-push.js';
import { turnDigest } from './digest.js';

const MINUTE = 60_000;

describe.each(storageKinds('digest.flow.test.ts'))('turn notices tell what happened since the seat’s last move (%s)', (kind) => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let http: ReturnType<typeof api>;
  let receiver: Server;
  let sink: MailSink;
  let url: string;
  const received: { path: string; body: Buffer }[] = [];

  beforeAll(async () => {
    receiver = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body: Buffer.concat(chunks) });
        res.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    sink = await MailSink.start();
    const opened = await openTestStore(kind);
    cleanup = opened.cleanup;
    server = await startServer({ config: testConfig({ HARBOUR_TEST_CLOCK: '1', ASYNC_TICK_MS: '3600000', WEBHOOK_ALLOW_PRIVATE: '1', PUBLIC_URL: 'https://harbour.example', ALLOWED_ORIGINS: '', SMTP_URL: sink.url }), store: opened.store });
    http = api(server.url);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await cleanup?.();
    receiver?.close();
    await sink?.close();
  });

  async function advance(ms: number): Promise<void> {
    expect((await http.post('/test/clock', { advanceMs: ms })).status).toBe(200);
    await server.asyncPlay!.settled();
  }

  it('push in one line, e-mail as a short list, the group channel with the last move: the others’ moves after Anne’s, as a spectator reads them, never a seat link', async () => {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'daily' });
    const matchID = host.matchID as string;
    const browser = browserKeys();
    expect((await http.post(`/api/matches/${matchID}/notices`, { playerID: '0', credentials: host.credentials, channel: 'push', subscription: { endpoint: `${url}/push/anne`, keys: browser.keys } })).status).toBe(200);
    expect((await http.put(`/api/matches/${matchID}/group-channel`, { playerID: '0', credentials: host.credentials, format: 'json', url: `${url}/group` })).status).toBe(200);
    expect((await http.post(`/api/matches/${matchID}/notices`, { playerID: '0', credentials: host.credentials, channel: 'email', email: 'anne@example.org' })).status).toBe(200);
    await server.emailOptIn!.settled();
    const confirm = /https:\/\/harbour\.example(\/api\/notices\/confirm\?token=[A-Za-z0-9_-]+)/.exec(sink.to('anne@example.org')[0]!.plain)![1]!;
    expect((await fetch(`${server.url}${confirm}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(200);
    const { body: guest } = await http.post(`/api/matches/${matchID}/join`, { playerID: '1', name: 'Ben' });
    const credentials: Record<string, string> = { '0': host.credentials, '1': guest.credentials };
    await server.asyncPlay!.settled();

    // Seats move from tables they then close, until a move of Ben's begins a decision for Anne after she moved herself.
    const rng = seededRng('digest-flow');
    const toAct = async (): Promise<string[]> => (await http.get(`/api/matches/${matchID}`)).body.toAct;
    let anneMoved = false;
    let ready = false;
    for (let i = 0; i < 60 && !ready; i++) {
      const before = await toAct();
      const mover = !anneMoved && before.includes('0') ? '0' : (before.find((id) => id !== '0') ?? before[0]);
      if (mover === undefined) throw new Error('nobody to act');
      const client = await TestClient.connect(server.url);
      expect((await client.join(matchID, mover, credentials[mover])).ok).toBe(true);
      const state = client.state(matchID);
      let moved = false;
      if (mustDecide(state.G, Number(mover))) {
        const { name, args } = chooseMove(state.G, Number(mover), rng);
        moved = (await client.move(matchID, name, args, state._stateID)).ok;
      }
      client.close();
      await eventually('the table closed', async () => !server.asyncPlay!.presence.isOpenHere(matchID, mover));
      await server.asyncPlay!.settled();
      if (moved && mover === '0') anneMoved = true;
      ready = anneMoved && moved && mover === '1' && !before.includes('0') && (await toAct()).includes('0');
    }
    expect(ready).toBe(true);
    const pushesBefore = received.filter((r) => r.path === '/push/anne').length;
    await advance(6 * MINUTE);

    // What a spectator's frame holds, told as the notice should tell it.
    const spectator = await TestClient.connect(server.url);
    expect((await spectator.join(matchID)).ok).toBe(true);
    const frame = spectator.state(matchID);
    spectator.close();
    const metadata = { players: { 0: { id: 0, name: 'Anne' }, 1: { id: 1, name: 'Ben' } } } as unknown as MatchData;
    const expected = turnDigest('grog-island', frame.G, frame.ctx as Ctx, metadata, '0')!;
    expect(expected.lastMove).not.toBeNull();
    expect(expected.lines.every((line) => !line.startsWith('"Anne"'))).toBe(true);

    const pushes = received.filter((r) => r.path === '/push/anne');
    expect(pushes).toHaveLength(pushesBefore + 1);
    const payload = JSON.parse(decryptPush(pushes.at(-1)!.body, browser.ecdh, browser.auth));
    expect(payload.body).toMatch(/^Anne, it is your turn in Grog Island \(round \d+\)\. /);
    expect(payload.body).toContain(expected.lastMove!);
    expect(payload.body).not.toContain('\n');

    const mail = sink.to('anne@example.org').at(-1)!;
    expect(mail.subject).toMatch(/^Your turn in Grog Island/);
    // The sink's plain text keeps CRLFs and quoted-printable soft breaks.
    const plain = mail.plain.replace(/\r\n/g, '\n').replace(/=(?=\s)/g, '');
    expect(plain).toContain(['Since your last turn:', ...(expected.more > 0 ? [`- (${expected.more} earlier line${expected.more === 1 ? '' : 's'} not shown)`] : []), `- ${expected.lines[0]}`].join('\n'));
    for (const line of expected.lines) expect(plain).toContain(`\n- ${line}\n`);
    expect(mail.plain).not.toContain('/seat/');

    const group = received.filter((r) => r.path === '/group').map((r) => JSON.parse(r.body.toString('utf8'))).filter((b) => b.playerID === '0').at(-1);
    expect(group.text).toContain(`Last move: ${expected.lastMove} https://harbour.example/join/${matchID}`);
    for (const text of [JSON.stringify(payload), JSON.stringify(group)]) {
      expect(text).not.toContain('/seat/');
      expect(text).not.toContain(host.credentials);
      expect(text).not.toContain(guest.credentials);
    }
  }, 120_000);
});
