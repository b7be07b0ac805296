import { request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBoundsProblem, jsonTextTooDeep } from '../edge/bounds.js';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { testConfig } from '../testing/env.js';
import { api } from '../testing/http.js';

/**
 * Issue 15, finding 1 (deep nesting) and the 400-not-500 findings of 8: untrusted JSON is bounded
 * before anything recursive parses it; refusals are request.invalid, cost little, keep nothing.
 */

const DEPTH = 6000;
const deepText = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** A raw socket.io event (no ack): the server answers a refusal with a `failure` frame. */
const rawMove = (args: string) => `2["move",{"matchID":"AAAAAAAAAAAAAAAA","stateID":0,"move":"x","args":[${args}]}]`;

function gcFunction(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

describe('untrusted JSON is bounded before it is parsed further (finding 1)', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ config: testConfig({ STORAGE: 'memory' }) });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('bounds depth and size iteratively, whatever the nesting', () => {
    expect(jsonBoundsProblem(JSON.parse(deepText(100_000)))).toMatch(/nested deeper/);
    expect(jsonBoundsProblem({ a: [1, 'x', null, { b: true }] })).toBeNull();
    expect(jsonBoundsProblem(Array.from({ length: 20_000 }, () => 0))).toMatch(/more than/);
    // The text scan (before JSON.parse) counts brackets outside strings only.
    expect(jsonTextTooDeep(deepText(17), 16)).toBe(true);
    expect(jsonTextTooDeep(deepText(16), 16)).toBe(false);
    expect(jsonTextTooDeep(JSON.stringify({ a: '[[[[[[[[[[[[[[[[[[[[', b: ['\\"[[[[[[[[[[[[[[[[[['] }), 3)).toBe(false);
    expect(jsonTextTooDeep(`xx${deepText(5)}`, 4, 2)).toBe(true);
  });

  async function sendAll(client: TestClient, frames: string[]): Promise<{ code: string }[]> {
    const failures = () => client.frames.filter((f) => f.event === 'failure').map((f) => (f.payload as { error: { code: string } }).error);
    const before = failures().length;
    for (const frame of frames) (client.socket.io.engine as unknown as { write(data: string): void }).write(frame);
    await client.waitFor(() => failures().length >= before + frames.length, 30_000);
    return failures().slice(before);
  }

  it('refuses a move nested 6,000 deep with request.invalid, not server.unavailable', async () => {
    const client = await TestClient.connect(server.url);
    try {
      const [error] = await sendAll(client, [rawMove(deepText(DEPTH))]);
      expect(error?.code).toBe('request.invalid');
      // The connection is fine afterwards.
      const ack = await client.request('sync', { matchID: 'AAAAAAAAAAAAAAAA' });
      expect(ack.ok).toBe(false);
    } finally {
      client.close();
    }
  });

  it('keeps no memory for refused messages (their cost is measured by bench/deep-messages.ts, not here)', async () => {
    const gc = gcFunction();
    const client = await TestClient.connect(server.url);
    try {
      const deep = rawMove(deepText(DEPTH));
      const shallow = rawMove('{"a":1}'.repeat(1)).replace('AAAAAAAAAAAAAAAA', 'bad id');
      await sendAll(client, Array.from({ length: 50 }, () => deep));
      await sendAll(client, Array.from({ length: 50 }, () => shallow));
      gc();
      const heapBefore = process.memoryUsage().heapUsed;
      const deepErrors = await sendAll(client, Array.from({ length: 300 }, () => deep));
      gc();
      const grown = process.memoryUsage().heapUsed - heapBefore;
      const shallowErrors = await sendAll(client, Array.from({ length: 300 }, () => shallow));
      expect(new Set(deepErrors.map((e) => e.code))).toEqual(new Set(['request.invalid']));
      expect(new Set(shallowErrors.map((e) => e.code))).toEqual(new Set(['request.invalid']));
      // Before the fix each refused message kept 70–165 KB (zod's memoizer): 300 of them, 20–50 MB.
      expect(grown).toBeLessThan(6 * 1024 * 1024);
    } finally {
      client.close();
    }
  });

  it('answers 400 (not 500) for deep match options, a name with a lone surrogate, and a cursor out of range (finding 8)', async () => {
    const http = api(server.url);
    const deep = await http.call('POST', '/api/matches', `{"game":"grog-island","numPlayers":2,"name":"Anne","options":{"x":${deepText(5000)}}}`);
    expect(deep.status).toBe(400);
    expect(deep.body.error.code).toBe('request.invalid');
    const lone = await http.call('POST', '/api/matches', '{"game":"grog-island","numPlayers":2,"name":"Anne\\ud800"}');
    expect(lone.status).toBe(400);
    expect(lone.body.error.code).toBe('name.invalid');
    const join = await http.call('POST', '/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Host' });
    const lonely = await http.call('POST', `/api/matches/${join.body.matchID}/join`, '{"playerID":"1","name":"\\udfff"}');
    expect(lonely.status).toBe(400);
    for (const c of [1e300, -1, 8.7e15, 1.5]) {
      const cursor = Buffer.from(JSON.stringify({ c, m: 'x' })).toString('base64url');
      const listed = await http.get(`/api/matches?cursor=${cursor}`);
      expect(listed.status, String(c)).toBe(400);
      expect(listed.body.error.code).toBe('request.invalid');
    }
  });

  it('answers a chunked body over the limit with 413, not a reset (finding 8)', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${server.url}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      const chunk = `"${'x'.repeat(1022)}",`;
      req.write('[');
      for (let i = 0; i < 40; i++) req.write(chunk);
      req.end('0]');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('request.tooLarge');
  });
});
