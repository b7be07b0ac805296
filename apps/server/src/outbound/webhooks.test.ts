import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { Webhooks, type WebhookSettings } from './webhooks.js';

const settings: WebhookSettings = { publicUrl: 'https://harbour.example', timeoutMs: 1000, allowPrivate: false };

describe('Webhooks.refusalOf: addresses refused when a webhook is set, before any delivery', () => {
  it('refuses local names and literal addresses this server never calls; leaves names to the check on every delivery', () => {
    const hooks = new Webhooks(settings, systemClock, pino({ level: 'silent' }));
    try {
      for (const url of ['http://127.0.0.1:8080/hook', 'https://[::1]/hook', 'http://localhost/hook', 'https://a.localhost/x', 'http://192.168.1.20/x', 'http://[::ffff:10.0.0.1]/x', 'http://203.0.113.7/x',
        // Issue 26, finding 9: the final dot of a fully qualified name, and plain http.
        'https://localhost./hook', 'https://a.localhost./x', 'https://LOCALHOST../x', 'http://hooks.example/x']) {
        expect(hooks.refusalOf(url), url).not.toBeNull();
      }
      for (const url of ['https://discord.com/api/webhooks/1/abc', 'https://8.8.8.8/hook', 'https://[2606:4700::1111]/x']) {
        expect(hooks.refusalOf(url), url).toBeNull();
      }
    } finally {
      hooks.close();
    }
  });

  it('refuses only the operator ranges when private addresses are allowed (tests, local relays)', () => {
    const hooks = new Webhooks({ ...settings, allowPrivate: true }, systemClock, pino({ level: 'silent' }));
    try {
      expect(hooks.refusalOf('http://127.0.0.1:8080/hook')).toBeNull();
      expect(hooks.refusalOf('http://localhost/hook')).toBeNull();
    } finally {
      hooks.close();
    }
  });
});
