import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Webhooks } from '../outbound/webhooks.js';
import { systemClock } from '../clock.js';
import { createLogger } from '../logger.js';
import { authRefusal, checkPushSubscription, p256dhRefusal } from './push-subscription.js';

/** Issue 26, finding 8: push subscriptions are checked when they are made, not when they fail. */
function goodKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const webhooks = new Webhooks({ publicUrl: 'https://harbour.example', timeoutMs: 1000, allowPrivate: false }, systemClock, createLogger('silent'));
const refusal = (url: string) => webhooks.refusalOf(url);

describe('push subscription keys (finding 8)', () => {
  it('accepts a browser key pair', () => {
    expect(() => checkPushSubscription({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: goodKeys() }, refusal)).not.toThrow();
  });

  it.each([
    ['not a point on the curve', Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url')],
    ['too short', Buffer.from([4, 1, 2, 3]).toString('base64url')],
    ['200 characters', 'A'.repeat(200)],
    ['a compressed point', Buffer.concat([Buffer.from([2]), randomBytes(32)]).toString('base64url')],
    ['not base64url', '!!!!'],
  ])('refuses a p256dh that is %s', (_what, p256dh) => {
    expect(p256dhRefusal(p256dh)).not.toBeNull();
    expect(() => checkPushSubscription({ endpoint: 'https://push.example/x', keys: { ...goodKeys(), p256dh } }, refusal)).toThrow(expect.objectContaining({ status: 400, code: 'notices.badKeys' }));
  });

  it.each([['15 bytes', randomBytes(15)], ['17 bytes', randomBytes(17)], ['empty', Buffer.alloc(0)]])('refuses an auth secret of %s', (_what, auth) => {
    expect(authRefusal(auth.toString('base64url'))).not.toBeNull();
    expect(() => checkPushSubscription({ endpoint: 'https://push.example/x', keys: { ...goodKeys(), auth: auth.toString('base64url') } }, refusal)).toThrow(expect.objectContaining({ code: 'notices.badKeys' }));
  });
});

describe('push subscription endpoints (finding 8)', () => {
  it.each([
    // The 14 private or loopback endpoints the attack had accepted, and more.
    'https://127.0.0.1/p', 'https://127.1.2.3/p', 'https://10.0.0.1/p', 'https://172.16.5.4/p', 'https://192.168.1.1/p', 'https://169.254.169.254/p',
    'https://100.64.0.1/p', 'https://0.0.0.0/p', 'https://[::1]/p', 'https://[fd00::1]/p', 'https://[fe80::1]/p', 'https://[::ffff:127.0.0.1]/p',
    'https://[64:ff9b::a00:1]/p', 'https://2130706433/p', 'https://0x7f000001/p',
    'https://localhost/p', 'https://localhost./p', 'https://push.localhost/p', 'https://push.localhost./p', 'https://LOCALHOST:8443/p',
    'http://push.example/p',
  ])('refuses %s', (endpoint) => {
    expect(() => checkPushSubscription({ endpoint, keys: goodKeys() }, refusal)).toThrow(expect.objectContaining({ status: 400, code: 'notices.badEndpoint' }));
  });

  it('allows local endpoints only where the operator allows private addresses (tests, local relays)', () => {
    const relaxed = new Webhooks({ publicUrl: 'https://harbour.example', timeoutMs: 1000, allowPrivate: true }, systemClock, createLogger('silent'));
    expect(() => checkPushSubscription({ endpoint: 'http://127.0.0.1:9/p', keys: goodKeys() }, (url) => relaxed.refusalOf(url))).not.toThrow();
    relaxed.close();
  });
});
