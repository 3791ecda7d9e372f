import { randomUUID } from 'node:crypto';
import { isLanguage, type Language } from '#shared/languages';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { renderText, type TextChannel, type TextKind } from '#server/modules/messaging';
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

export interface QueuedText {
  /** As an e-mail's (QueuedMail): one message per event; a text's key names its channel too. */
  eventKey: string;
  /** The message in the catalogue (modules/messaging/text-templates.ts): 'order-shipped'... */
  kind: TextKind;
  channel: TextChannel;
  /** +91 and the 10 digits. */
  to: string;
  language: string | null | undefined;
  /** The template's values in its order. */
  values: string[];
}

/**
 * Where every message of the shop starts (docs/decisions/0025-mail-outbox.md): written
 * into message_outbox inside the caller's transaction, so a message exists exactly when its event
 * committed. The mail worker sends it later, retrying until the mail server takes it.
 */
export class MailOutbox {
  constructor(
    private readonly work: UnitOfWork,
    /** The shop's own address for links in messages (PUBLIC_URL), without a trailing slash. */
    readonly publicUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Queues one text message (SMS or WhatsApp) in the unit of work, as `enqueue` does an e-mail: the
   * template's values are kept and the provider's template is looked up when it is sent, so a
   * template registered later serves messages already waiting. false when its event had queued one.
   */
  async enqueueText(message: QueuedText): Promise<boolean> {
    const language: Language = isLanguage(message.language) ? message.language : 'en';
    const at = new Date(this.now()).toISOString();
    const result = await this.work.db
      .insertInto('message_outbox')
      .values({
        id: randomUUID(),
        event_key: message.eventKey,
        channel: message.channel,
        kind: message.kind,
        recipient: message.to,
        language,
        subject: '',
        // What the farmer reads, for the admin's list: the catalogue's text with the values in.
        text_body: renderText(message.kind, language, message.values),
        html_body: '',
        text_values: JSON.stringify(message.values),
        next_attempt_at: at,
        created_at: at,
      })
      .onConflict((oc) => oc.column('event_key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Queues one message in the unit of work (the caller's transaction); false when its event had queued one already. */
  async enqueue<P>(mail: QueuedMail<P>): Promise<boolean> {
    const language: Language = isLanguage(mail.language) ? mail.language : 'en';
    const rendered = renderMail(mail.template[language](mail.params), language, this.publicUrl);
    const at = new Date(this.now()).toISOString();
    const result = await this.work.db
      .insertInto('message_outbox')
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
