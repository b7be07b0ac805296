import SwaggerParser from '@apidevtools/swagger-parser';
import { LOBBY_ROUTES } from '@harbour/protocol';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startServer } from '../server.js';
import { DATABASE_URL } from '../testing/env.js';
import { serverForTests } from '../testing/test-server.js';

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for a standard validator, every $ref resolving inside the document', async () => {
    const server = await startServer({ config: loadConfig({ STORAGE: 'memory', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }) });
    try {
      const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { openapi: string };
      expect(JSON.stringify(document)).not.toContain('"#/$defs/');
      const validated = (await SwaggerParser.validate(document as never)) as { openapi?: string };
      expect(validated.openapi).toBe('3.1.0');
    } finally {
      await server.close();
    }
  });
});

describe("the web client's table of the lobby's operations (LOBBY_ROUTES)", () => {
  // Every operation (asynchronous play's too): a server on a database, PostgreSQL when the tests have one.
  const test = serverForTests(DATABASE_URL ? 'postgres' : 'pglite');

  it('is the OpenAPI document: every operation, with its method and path', async () => {
    const document = (await test.http.get('/api/openapi.json')).body as { paths: Record<string, Record<string, { operationId: string }>> };
    const inDocument: Record<string, { method: string; path: string }> = {};
    for (const [path, methods] of Object.entries(document.paths)) for (const [method, op] of Object.entries(methods)) inDocument[op.operationId] = { method: method.toUpperCase(), path };
    expect(inDocument).toEqual(LOBBY_ROUTES);
  });
});
