import nodemailer, { type Transporter } from 'nodemailer';

/** One message as the outbox holds it, ready to go. */
export interface OutgoingMail {
  /** The outbox id: the message's Message-ID is made from it, so a resend is the same message. */
  id: string;
  to: string;
  language: string;
  subject: string;
  text: string;
  html: string;
}

/** Why a message did not go: `permanent` when the server refused this recipient or message for good (5xx). */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SendFailure';
  }
}

/** What the mail worker sends through: the SMTP server of SMTP_URL, or a test's stand-in. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The SMTP conversation's steps whose 5xx refuses this message or its recipient, not the shop's account. */
const MESSAGE_COMMANDS = new Set(['RCPT TO', 'DATA']);

interface SmtpError {
  message?: string;
  responseCode?: number;
  command?: string;
}

/** A domain for Message-IDs: the sender's own ("orders@shop.example.in" -> "shop.example.in"). */
export function messageIdDomain(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address.split('@').pop()?.trim().toLowerCase() || 'localhost';
}

/**
 * Sends through the SMTP server named by SMTP_URL with nodemailer: smtp:// upgrades to TLS with
 * STARTTLS when the server offers it, smtps:// speaks TLS from the start. The address holds the
 * account's password: it is never logged, and removed from any error text the server or the
 * library produced before that text is stored (last_error) or logged.
 */
export class SmtpSender implements MailSender {
  private readonly transport: Transporter;
  private readonly secrets: string[];
  private readonly domain: string;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const url = new URL(smtpUrl);
    // Replaced in error texts (a password of fewer than 4 characters would replace common letters).
    this.secrets = [...new Set([url.password, safeDecode(url.password)])].filter((s) => s.length >= 4);
    this.domain = messageIdDomain(from);
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      // Bounded, so a hung server cannot hold a message past its claim (mail-worker.ts CLAIM_MS).
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      // Messages are our own text: no attachments from files or URLs, whatever a template held.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Stable per outbox row: a message sent again after a crash (see mail-worker.ts) carries the
        // same Message-ID, so mail servers and clients can tell it is one message, not a new one.
        messageId: `<${mail.id}@${this.domain}>`,
        headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': mail.language },
      });
    } catch (err) {
      const e = (err ?? {}) as SmtpError;
      const code = typeof e.responseCode === 'number' ? e.responseCode : 0;
      const permanent = code >= 500 && code < 600 && MESSAGE_COMMANDS.has(e.command ?? '');
      throw new SendFailure(this.scrub(String(e.message ?? err)).slice(0, 500), permanent);
    }
  }

  close(): void {
    this.transport.close();
  }

  /** Error text without the account's password, should a server or library ever echo them. */
  private scrub(text: string): string {
    return this.secrets.reduce((t, secret) => t.split(secret).join('***'), text);
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
