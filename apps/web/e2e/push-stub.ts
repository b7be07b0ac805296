import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service for the end-to-end run, standing in for the browser vendor's (headless Chromium
 * cannot subscribe to a real one): it hands out a subscription (endpoint and keys, as
 * PushSubscription.toJSON() would), receives what the server sends there, and decrypts it with the
 * subscription's private key as a browser does (RFC 8291, aes128gcm), so the test can hand the
 * message to the browser's service worker.
 */
export interface PushStub {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Messages received so far, decrypted (JSON text). */
  received: string[];
  /** Resolves with the first message for which `accept` is true. */
  next(accept: (text: string) => boolean, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** Decrypts one aes128gcm Web Push message body (RFC 8291 §3.4, RFC 8188). */
export function decryptPush(body: Buffer, ua: { privateKey: Buffer; publicKey: Buffer }, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(ua.privateKey);
  const secret = ecdh.computeSecret(asPublic);
  const ikm = hkdf(auth, secret, Buffer.concat([Buffer.from('WebPush: info\0'), ua.publicKey, asPublic]), 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushStub(): Promise<PushStub> {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const ua = { privateKey: ecdh.getPrivateKey(), publicKey };
  const auth = randomBytes(16);
  const received: string[] = [];
  const waiting: { accept: (text: string) => boolean; resolve: (text: string) => void }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const text = decryptPush(Buffer.concat(chunks), ua, auth);
        received.push(text);
        for (const w of [...waiting]) if (w.accept(text)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(text);
        }
        res.writeHead(201).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    subscription: { endpoint: `http://127.0.0.1:${port}/push/e2e`, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } },
    received,
    next(accept, timeoutMs = 15_000) {
      const found = received.find(accept);
      if (found !== undefined) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no push message in ${timeoutMs} ms (received: ${received.length})`)), timeoutMs);
        waiting.push({ accept, resolve: (text) => (clearTimeout(timer), resolve(text)) });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

