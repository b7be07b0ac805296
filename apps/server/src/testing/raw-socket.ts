import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/**
 * A socket.io client on a bare TCP connection, for clients that misbehave: it does the WebSocket
 * handshake and the socket.io connect, then can stop reading entirely (`stopReading`) while it
 * keeps writing messages (and blind pongs, answers to pings it never read).
 */
export class RawSocketClient {
  private nextAck = 1;

  private constructor(readonly tcp: Socket) {}

  static async connect(url: string, headers: Record<string, string> = {}): Promise<RawSocketClient> {
    const { hostname, port } = new URL(url);
    const tcp = connect(Number(port), hostname);
    await new Promise<void>((resolve, reject) => {
      tcp.once('connect', resolve);
      tcp.once('error', reject);
    });
    const key = randomBytes(16).toString('base64');
    const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    tcp.write(`GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n${extra}\r\n`);
    const client = new RawSocketClient(tcp);
    let received = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        received += chunk.toString('latin1');
        if (!received.startsWith('HTTP/1.1 101')) {
          if (received.includes('\r\n\r\n')) reject(new Error(received.split('\r\n')[0]));
          return;
        }
        // The engine.io open packet arrives right after the 101.
        if (received.includes('"sid"')) {
          tcp.off('data', onData);
          resolve();
        }
      };
      tcp.on('data', onData);
      tcp.once('error', reject);
    });
    client.send('40');
    // The connect answer ("40{sid}") is read by whoever reads next; wait for it to arrive.
    await new Promise<void>((resolve) => tcp.once('data', () => resolve()));
    tcp.on('error', () => {});
    return client;
  }

  /** Sends one engine.io message text (e.g. '40', '3', '42[...]') as a masked WebSocket text frame. */
  send(text: string): boolean {
    const payload = Buffer.from(text);
    const mask = randomBytes(4);
    const length = payload.length;
    const header = length < 126 ? Buffer.from([0x81, 0x80 | length]) : length < 65536 ? Buffer.from([0x81, 0x80 | 126, length >> 8, length & 0xff]) : (() => {
      const h = Buffer.alloc(10);
      h[0] = 0x81;
      h[1] = 0x80 | 127;
      h.writeBigUInt64BE(BigInt(length), 2);
      return h;
    })();
    for (let i = 0; i < length; i++) payload[i] = (payload[i] as number) ^ (mask[i % 4] as number);
    return this.tcp.write(Buffer.concat([header, mask, payload]));
  }

  /** Emits a socket.io event with an acknowledgement id (the answer is never read once reading stopped). */
  emit(event: string, payload: unknown): void {
    this.send(`42${this.nextAck++}${JSON.stringify([event, payload])}`);
  }

  stopReading(): void {
    this.tcp.removeAllListeners('data');
    this.tcp.pause();
  }

  get closed(): boolean {
    return this.tcp.destroyed;
  }

  close(): void {
    this.tcp.destroy();
  }
}
