import { randomUUID } from 'node:crypto';
import { isLanguage, type Language } from '#shared/languages';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { renderMail, type MailTemplate } from './mail-text.ts';

export interface QueuedMail<P> {
  /**
   * What causes the message, unique among all messages ('order-shipped:<order id>'): queuing the
   * same event twice (a retried request, two servers) keeps the first, so it is sent once.
   */
  eventKey: string;
  /** A short name of the message, for the admin's list and the logs ('order-shipped'). */
  kind: string;
  to: string;
  /** The recipient's language (their account's, or the one they ordered in); English if unknown. */
  language: string | null | undefined;
  template: MailTemplate<P>;
  params: P;
  /** When the message is worth nothing any more (ms; a password-reset link's expiry): not sent after it. */
  sendBefore?: number;
}

/**
 * Where every message of the shop starts (docs/decisions/0025-mail-outbox.md): written
 * into mail_outbox inside the caller's transaction, so a message exists exactly when its event
 * committed. The mail worker sends it later, retrying until the mail server takes it.
 */
export class MailOutbox {
  constructor(
    private readonly work: UnitOfWork,
    /** The shop's own address for links in messages (PUBLIC_URL), without a trailing slash. */
    private readonly publicUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Queues one message in the unit of work (the caller's transaction); false when its event had queued one already. */
  async enqueue<P>(mail: QueuedMail<P>): Promise<boolean> {
    const language: Language = isLanguage(mail.language) ? mail.language : 'en';
    const rendered = renderMail(mail.template[language](mail.params), language, this.publicUrl);
    const at = new Date(this.now()).toISOString();
    const result = await this.work.db
      .insertInto('mail_outbox')
      .values({
        id: randomUUID(),
        event_key: mail.eventKey,
        kind: mail.kind,
        recipient: mail.to,
        language,
        subject: rendered.subject,
        text_body: rendered.text,
        html_body: rendered.html,
        next_attempt_at: at,
        send_before: mail.sendBefore === undefined ? null : new Date(mail.sendBefore).toISOString(),
        created_at: at,
      })
      .onConflict((oc) => oc.column('event_key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
