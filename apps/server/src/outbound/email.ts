import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  /** One address, checked (z.email) and normalised by the caller. */
  to: string;
  /** Composed by notices/texts.ts: player names in it are quoted, cleaned and shortened. */
  subject: string;
  text: string;
  /** One-click unsubscribe (RFC 8058 List-Unsubscribe with List-Unsubscribe-Post). */
  unsubscribeUrl: string;
}

/** E-mail through `nodemailer`, when SMTP_URL is configured; short timeouts so a slow mail server is given up on. */
export class EmailSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: {
        'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Auto-Submitted': 'auto-generated',
      },
    });
  }

  close(): void {
    this.transport.close();
  }
}
