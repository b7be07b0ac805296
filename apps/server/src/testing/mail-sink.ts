import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  raw: string;
  /** Headers unfolded, quoted-printable soft breaks and `=3D` undone, encoded words decoded: easy to search. */
  plain: string;
  subject: string;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`). */
function decodeWords(text: string): string {
  return text.replace(/=\?utf-8\?([bq])\?([^?]*)\?=[ \t]*/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

function plainOf(raw: string): string {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const [head = '', ...body] = unfolded.split(/\r?\n\r?\n/);
  const text = body.join('\n\n').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return `${decodeWords(head)}\n\n${Buffer.from(text, 'latin1').toString('utf8')}`;
}

/** A local SMTP server that keeps every mail it is given, for tests of e-mail notices. */
export class MailSink {
  readonly mails: SunkMail[] = [];
  private readonly events = new EventEmitter();
  private readonly server: SMTPServer;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('latin1');
          const plain = plainOf(raw);
          const subject = /^Subject: (.*)$/m.exec(plain)?.[1]?.trim() ?? '';
          this.mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, plain, subject });
          this.events.emit('mail');
          callback();
        });
      },
    });
  }

  static async start(): Promise<MailSink> {
    const sink = new MailSink();
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  to(address: string): SunkMail[] {
    return this.mails.filter((m) => m.to.includes(address));
  }

  /** Resolves when `address` has received `count` mails (or rejects after `timeoutMs`). */
  async waitFor(address: string, count: number, timeoutMs = 5000): Promise<SunkMail[]> {
    const signal = AbortSignal.timeout(timeoutMs);
    while (this.to(address).length < count) await once(this.events, 'mail', { signal });
    return this.to(address);
  }

  close(): Promise<void> {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
