import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '#shared/languages';
import type { TextChannel } from '#shared/schemas/mobile-sign-in';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { renderText, TextSendError, type TextKind } from '#server/modules/messaging';
import * as repo from './mail.repository.ts';
import { templateFor, type TextProviders } from './mail-worker.ts';

/** The one-time code's message in the catalogue (modules/messaging/text-templates.ts). */
const KIND: TextKind = 'sign-in-code';
/** What the outbox keeps in place of the code: never the code itself (docs/decisions/0050). */
const HIDDEN_CODE = '••••••';

/** The code could not be sent now: the provider failed or did not answer (its reason is logged, not shown). */
export class CodeNotSent extends Error {}

/**
 * One-time codes by SMS or WhatsApp (docs/decisions/0051): sent at once, not queued, since the
 * farmer waits on the page for his code and a provider's failure must reach him as a message
 * while he is there, not as a retry minutes later. Each one is put on record in the messages
 * outbox afterwards, sent or failed, with the code hidden, so the admin sees the codes that went
 * and the provider's delivery report finds the row.
 */
export class CodeMessages {
  constructor(
    private readonly work: UnitOfWork,
    private readonly providers: TextProviders,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  /**
   * The channels a code can go by: a provider is configured, and a template for the code is
   * registered (in English at least: a code reads the same in any language).
   */
  channels(): TextChannel[] {
    return (['sms', 'whatsapp'] as const).filter((c) => this.providers.senders[c] && templateFor(this.providers, c, KIND, 'en'));
  }

  /** Sends `code` to the number in the language's template (else English's); throws CodeNotSent when it could not. */
  async send(to: string, channel: TextChannel, language: Language, code: string, minutes: number): Promise<void> {
    const sender = this.providers.senders[channel];
    const inLanguage = templateFor(this.providers, channel, KIND, language);
    const used: Language = inLanguage ? language : 'en';
    const template = inLanguage ?? templateFor(this.providers, channel, KIND, 'en');
    if (!sender || !template) throw new CodeNotSent(`${channel} is not set up for sign-in codes`);
    const at = new Date(this.now()).toISOString();
    const hidden = [HIDDEN_CODE, String(minutes)];
    const record = { id: randomUUID(), event_key: `sign-in-code:${randomUUID()}`, channel, kind: KIND, recipient: to, language: used, subject: '', text_body: renderText(KIND, used, hidden), html_body: '', text_values: JSON.stringify(hidden), next_attempt_at: at, created_at: at, attempts: 1 };
    try {
      const { providerId } = await sender.send({ to, kind: KIND, template, language: used, values: [code, String(minutes)] });
      await repo.insertDone(this.work.db, { ...record, status: 'sent', sent_at: new Date(this.now()).toISOString(), provider_id: providerId });
    } catch (err) {
      const reason = err instanceof TextSendError ? err.message : 'unexpected error';
      // The number's last digits only, and never the code.
      this.log.warn({ channel, to: `…${to.slice(-4)}`, err: reason }, 'sign-in code not sent');
      await repo.insertDone(this.work.db, { ...record, status: 'failed', last_error: reason });
      throw new CodeNotSent(reason);
    }
  }
}
