import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { readJson } from './body.js';

describe('readJson', () => {
  let server: ReturnType<Koa['listen']>;
  let url: string;
  beforeAll(async () => {
    const app = new Koa();
    app.use(async (ctx) => {
      try {
        ctx.body = { value: await readJson(ctx, 1024, ctx.path === '/short-drain' ? { bytes: 65_536, ms: 60_000 } : undefined) };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        ctx.status = error.status;
        ctx.body = error.toJSON();
      }
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(
    () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  );

  const post = (contentType: string, body: string | Uint8Array) => fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('reads JSON in UTF-8, declared or not', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/json; charset="UTF-8"', 'application/json;charset=utf8']) {
      const res = await post(type, '{"name":"Anne ⚓"}');
      expect(res.status, type).toBe(200);
      expect(await res.json()).toEqual({ value: { name: 'Anne ⚓' } });
    }
  });

  it('refuses JSON declared in another charset with 415 instead of reading it as UTF-8 (issue 26)', async () => {
    const utf16 = new Uint8Array(Buffer.from('{"name":"Anne"}', 'utf16le'));
    for (const type of ['application/json; charset=utf-16', 'application/json; charset=UTF-16LE', 'application/json; charset=iso-8859-1']) {
      const res = await post(type, utf16);
      expect(res.status, type).toBe(415);
      expect(await res.json()).toMatchObject({ code: 'request.charset' });
    }
  });

  /** Sends `total` bytes as a chunked body in 16 KiB chunks, as fast as the socket takes them. */
  const postChunked = (total: number) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      const chunk = Buffer.alloc(16_384, 0x20);
      let sent = 0;
      const pump = (): void => {
        while (sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });

  it('answers a 1 MB chunked body with 413, not a connection reset (issue 35, finding 4)', async () => {
    const answer = await postChunked(1_048_576);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'request.tooLarge' });
  });

  it('answers 413 again on the same server after an oversize body (nothing is left behind)', async () => {
    const first = await postChunked(4 * 1_048_576);
    expect(first.status).toBe(413);
    const res = await post('application/json', '{"ok":true}');
    expect(await res.json()).toEqual({ value: { ok: true } });
  });

  it('closes the connection of a body that goes on past the drain bound, after the 413', async () => {
    const outcome = await new Promise<{ status: number; closed: boolean }>((resolve) => {
      let status = 0;
      const req = request(`${url}short-drain`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
        status = res.statusCode ?? 0;
        res.resume();
      });
      const chunk = Buffer.alloc(16_384, 0x20);
      const pump = (): void => {
        while (!req.destroyed && req.write(chunk));
        if (!req.destroyed) req.once('drain', pump);
      };
      req.on('error', () => undefined);
      req.once('socket', (socket) => socket.once('close', () => resolve({ status, closed: true })));
      pump();
    });
    expect(outcome).toEqual({ status: 413, closed: true });
  });

  it('answers a 1 MB body of declared length with 413, not a connection reset', async () => {
    const res = await post('application/json', new Uint8Array(1_048_576).fill(0x20));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'request.tooLarge' });
  });
});
