import nodemailer, { type Transporter } from 'nodemailer';

export interface EmailNotice {
  to: string;
  subject: string;
  text: string;
  /** Opens the table (the match's page; the browser that holds the seat resumes it). */
  tableUrl: string;
  /** One-click unsubscribe (RFC 8058) for this subscription only. */
  unsubscribeUrl: string;
}

/** Turn notices by e-mail through `nodemailer`, when SMTP_URL is configured. */
export class EmailSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(notice: EmailNotice): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: notice.to,
      subject: notice.subject,
      text: `${notice.text}\n\nOpen the table: ${notice.tableUrl}\n\nNo more e-mails for this match: ${notice.unsubscribeUrl}\n`,
      headers: {
        'List-Unsubscribe': `<${notice.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }

  close(): void {
    this.transport.close();
  }
}
