import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { isLanguage, type Language } from '#shared/languages';
import { TextSendError, type TextKind, type TextSender, type TextTemplateIds } from '#server/modules/messaging';
import * as repo from './mail.repository.ts';
import { SendFailure, type MailSender } from './smtp-sender.ts';

/**
 * The text channels' providers (docs/decisions/0049): a channel without one (its keys not set)
 * keeps its messages waiting; the template ids say which registered template carries each message.
 */
export interface TextProviders {
  senders: Partial<Record<'sms' | 'whatsapp', TextSender>>;
  templates: TextTemplateIds;
}

/** The registered template of a message on a channel: MSG91's flow for its language, or the WhatsApp template's name (its languages are in it). */
export function templateFor(providers: TextProviders, channel: 'sms' | 'whatsapp', kind: TextKind, language: Language): string | undefined {
  return channel === 'sms' ? providers.templates.smsFlowOf(kind, language) : providers.templates.whatsappTemplateOf(kind);
}

/** The first retry waits this long; each later one twice as long as the one before... */
export const FIRST_RETRY_MS = 30_000;
/** ...up to an hour between attempts, for as long as the mail server stays away. */
export const MAX_RETRY_MS = 60 * 60_000;
/**
 * How long a worker holds a message while it sends it. Longer than the SMTP timeouts together
 * (smtp-sender.ts: 10 s + 10 s + 30 s), so a message is taken by another worker only once its
 * holder has surely given up or died, never while it may still be talking to the server.
 */
export const CLAIM_MS = 2 * 60_000;
/** Messages looked at per run. */
const BATCH = 25;

/** The wait after the `attempts`-th failed attempt: 30 s, 1 min, 2 min, 4 min ... then 1 h each. */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  return doublings >= 20 ? MAX_RETRY_MS : Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** doublings);
}

export interface MailRun {
  sent: number;
  /** Failed this time, tried again later. */
  retrying: number;
  /** Refused for good (or expired unsent): status failed. */
  failed: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The mail worker (docs/decisions/0025): sends what the outbox holds (outbox.ts), retrying with backoff.
 * Every app server runs it; a message is sent by one worker at a time, the one whose
 * compare-and-set on `claimed_until` took it; a claim runs out (CLAIM_MS), so a worker that died
 * mid-send leaves its message to the others rather than losing it.
 *
 * Exactly once is not possible over SMTP: the server takes the message with its "250 OK" and we
 * record that in our database afterwards, two systems with no transaction in common. If this
 * process dies between the two, the row still looks unsent and the message goes again once its
 * claim runs out. What the shop does guarantee: one message per event (event_key is unique in the
 * outbox, so no retried request or second server queues another), none lost (it is written in
 * the event's own transaction and stays until a server has taken it), and at most one sender at a
 * time. The rare resend after a crash in that window carries the same Message-ID (the outbox id),
 * so receiving servers and mail clients can recognise it as the same message.
 *
 * Without a sender (no SMTP_URL), nothing is sent: messages wait in the outbox, pending.
 *
 * Text messages (SMS, WhatsApp) go the same way through their channel's provider (decision 51):
 * the provider's answer is the message's id, kept for its delivery reports. The same window as
 * SMTP's exists between the provider's answer and our record of it.
 */
export class MailWorker {
  /** The channels with a provider: only their messages are looked at. */
  private readonly channels: repo.MailRow['channel'][];

  constructor(
    private readonly work: UnitOfWork,
    private readonly sender: MailSender | undefined,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
    private readonly texts: TextProviders,
  ) {
    this.channels = [...(sender ? (['email'] as const) : []), ...(Object.keys(texts.senders) as Array<'sms' | 'whatsapp'>)];
  }

  /** Whether any channel can send: the timer runs only then. */
  get configured(): boolean {
    return this.channels.length > 0;
  }

  /** One pass over the due messages: each one claimed, sent, and its outcome recorded. */
  async run(): Promise<MailRun> {
    const run: MailRun = { sent: 0, retrying: 0, failed: 0 };
    for (const row of await repo.findDue(this.work.db, this.channels, iso(this.now()), BATCH)) {
      const at = this.now();
      const until = iso(at + CLAIM_MS);
      if (!(await repo.claim(this.work.db, row, iso(at), until))) continue;
      run[await this.deliver(row, until)]++;
    }
    if (run.sent || run.retrying || run.failed) this.log.info({ ...run }, 'mail worker run');
    return run;
  }

  private async deliver(row: repo.MailRow, until: string): Promise<keyof MailRun> {
    const attempts = row.attempts + 1;
    // A message with a deadline carries a secret (a password-reset link): once it is sent or given
    // up, its texts are erased in the same update, so the database holds the link only while it
    // waits (at most its 30 minutes) and password_resets keeps nothing but the token's hash.
    const holdsSecret = row.send_before !== null;
    if (row.send_before && row.send_before <= iso(this.now())) {
      await this.record(row.id, until, { status: 'failed', attempts: row.attempts, nextAttemptAt: row.next_attempt_at, lastError: 'Expired before it could be sent (the link in it no longer works).', sentAt: null, eraseTexts: true });
      return 'failed';
    }
    let providerId: string | undefined;
    try {
      if (row.channel === 'email') await this.sender!.send({ id: row.id, to: row.recipient, language: row.language, subject: row.subject, text: row.text_body, html: row.html_body });
      else providerId = await this.sendText(row);
    } catch (err) {
      const failure = err instanceof SendFailure ? err : err instanceof TextSendError ? new SendFailure(err.message, !err.retryable) : new SendFailure(String((err as Error)?.message ?? err).slice(0, 500), false);
      const failed = failure.permanent;
      // The recipient and the error only: never the message's body (a reset link is a secret).
      this.log.warn({ mailId: row.id, kind: row.kind, attempts, permanent: failed, err: failure.message }, failed ? 'mail refused for good' : 'mail not sent, will retry');
      await this.record(row.id, until, {
        status: failed ? 'failed' : 'pending',
        attempts,
        nextAttemptAt: failed ? row.next_attempt_at : iso(this.now() + retryDelayMs(attempts)),
        lastError: failure.message,
        sentAt: null,
        eraseTexts: failed && holdsSecret,
      });
      return failed ? 'failed' : 'retrying';
    }
    const at = iso(this.now());
    await this.record(row.id, until, { status: 'sent', attempts, nextAttemptAt: row.next_attempt_at, lastError: null, sentAt: at, eraseTexts: holdsSecret, providerId });
    return 'sent';
  }

  /** Sends a text message through its channel's provider, with the template registered for it; answers the provider's id. */
  private async sendText(row: repo.MailRow): Promise<string> {
    const channel = row.channel as 'sms' | 'whatsapp';
    const language = isLanguage(row.language) ? row.language : 'en';
    const template = templateFor(this.texts, channel, row.kind as TextKind, language);
    // Not a provider's refusal but the shop's setup: failed, so the admin sees it and sends it again once registered.
    if (!template) throw new TextSendError(`No ${channel === 'sms' ? 'SMS flow id' : 'WhatsApp template'} is set up for "${row.kind}" in ${language} (the text templates file).`, false);
    const values = JSON.parse(row.text_values ?? '[]') as string[];
    return (await this.texts.senders[channel]!.send({ to: row.recipient, kind: row.kind as TextKind, template, language, values })).providerId;
  }

  private async record(id: string, until: string, outcome: Parameters<typeof repo.settle>[3]): Promise<void> {
    // Not ours any more only if this send outlasted its claim (a server slower than every timeout).
    if (!(await repo.settle(this.work.db, id, until, outcome))) this.log.warn({ mailId: id }, 'mail claim ran out before its outcome was recorded');
  }
}
