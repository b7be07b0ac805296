import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startServer } from '../server.js';

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
