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
        ctx.body = { value: await readJson(ctx, 1024) };
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
  afterAll(() => new Promise((resolve) => server.close(resolve)));

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
});
