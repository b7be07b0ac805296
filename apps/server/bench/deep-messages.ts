/**
 * What a refused, deeply nested socket message costs (issue 15, finding 1): the time per message
 * of 300 moves whose args nest 6,000 deep, against 300 small invalid moves, and the heap each deep
 * one leaves behind. Prints one JSON line.
 *
 *   node --expose-gc --import tsx apps/server/bench/deep-messages.ts
 */
import { io } from 'socket.io-client';
import { loadConfig } from '../src/config.js';
import { startServer } from '../src/server.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('run with node --expose-gc');

const server = await startServer({ config: loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', STORAGE: 'memory', RATE_SOCKET_PER_SECOND: '100000' }) });
const socket = io(server.url, { transports: ['websocket'], reconnection: false, forceNew: true });
await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
const engine = socket.io.engine as unknown as { write(text: string): void };
const codes = new Set<string>();
let failures = 0;
socket.on('failure', (payload: { error: { code: string } }) => {
  failures++;
  codes.add(payload.error.code);
});

const move = (args: string, matchID = 'AAAAAAAAAAAAAAAA') => `2["move",{"matchID":"${matchID}","stateID":0,"move":"x","args":[${args}]}]`;
const deep = move('['.repeat(6000) + ']'.repeat(6000));
const small = move('{"a":1}', 'not an id');

async function send(text: string, count: number): Promise<number> {
  const target = failures + count;
  const started = performance.now();
  for (let i = 0; i < count; i++) engine.write(text);
  while (failures < target) await new Promise((r) => setTimeout(r, 1));
  return (performance.now() - started) / count;
}

await send(deep, 50);
await send(small, 50);
gc();
const heapBefore = process.memoryUsage().heapUsed;
const deepMs = await send(deep, 300);
gc();
const keptBytes = (process.memoryUsage().heapUsed - heapBefore) / 300;
const smallMs = await send(small, 300);
console.log(JSON.stringify({ deepMsEach: +deepMs.toFixed(3), smallMsEach: +smallMs.toFixed(3), ratio: +(deepMs / smallMs).toFixed(2), heapKeptKBPerDeep: +(keptBytes / 1024).toFixed(1), codes: [...codes] }));
socket.close();
await server.close();
