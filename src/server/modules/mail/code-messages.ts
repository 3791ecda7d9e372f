import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '#shared/languages';
import type { TextChannel } from '#shared/schemas/mobile-sign-in';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { renderText, smsValue, TextSendError, type TextKind } from '#server/modules/messaging';
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
   * The channels a code (or an order's consent) can go by: a provider is configured, and a
   * template for it is registered in the language, or in English (a code reads the same in any).
   */
  channels(kind: TextKind = KIND, language: Language = 'en'): TextChannel[] {
    return (['sms', 'whatsapp'] as const).filter((c) => this.providers.senders[c] && (templateFor(this.providers, c, kind, language) ?? templateFor(this.providers, c, kind, 'en')));
  }

  /** Sends `code` to the number in the language's template (else English's); throws CodeNotSent when it could not. */
  send(to: string, channel: TextChannel, language: Language, code: string, minutes: number): Promise<void> {
    return this.sendNow(to, channel, language, KIND, [code, String(minutes)], [HIDDEN_CODE, String(minutes)]);
  }

  /**
   * Asks a farmer's consent to an order placed for him (docs/product-rules.md 53): the code he reads
   * back to the agent, the order's total, the link that confirms it, the minutes it waits.
   */
  sendConsent(to: string, channel: TextChannel, language: Language, consent: { code: string; total: string; link: string; minutes: number }): Promise<void> {
    const values = [consent.total, consent.code, consent.link, String(consent.minutes)];
    // The link confirms the order as the code does: neither is kept in the outbox.
    return this.sendNow(to, channel, language, 'order-consent', values, [consent.total, HIDDEN_CODE, HIDDEN_CODE, String(consent.minutes)]);
  }

  /**
   * Asks a farmer's consent to being kept by a field agent (docs/product-rules.md 55): the agent's
   * name (as a DLT value) and the code the farmer reads out to him.
   */
  sendAgentLink(to: string, channel: TextChannel, language: Language, link: { agent: string; code: string; minutes: number }): Promise<void> {
    const agent = smsValue(link.agent);
    return this.sendNow(to, channel, language, 'agent-link', [agent, link.code, String(link.minutes)], [agent, HIDDEN_CODE, String(link.minutes)]);
  }

  private async sendNow(to: string, channel: TextChannel, language: Language, kind: TextKind, values: string[], hidden: string[]): Promise<void> {
    const sender = this.providers.senders[channel];
    const inLanguage = templateFor(this.providers, channel, kind, language);
    const used: Language = inLanguage ? language : 'en';
    const template = inLanguage ?? templateFor(this.providers, channel, kind, 'en');
    if (!sender || !template) throw new CodeNotSent(`${channel} is not set up for ${kind}`);
    const at = new Date(this.now()).toISOString();
    const record = { id: randomUUID(), event_key: `${kind}:${randomUUID()}`, channel, kind, recipient: to, language: used, subject: '', text_body: renderText(kind, used, hidden), html_body: '', text_values: JSON.stringify(hidden), next_attempt_at: at, created_at: at, attempts: 1 };
    try {
      const { providerId } = await sender.send({ to, kind, template, language: used, values });
      await repo.insertDone(this.work.db, { ...record, status: 'sent', sent_at: new Date(this.now()).toISOString(), provider_id: providerId });
    } catch (err) {
      const reason = err instanceof TextSendError ? err.message : 'unexpected error';
      // The number's last digits only, and never the code.
      this.log.warn({ channel, kind, to: `…${to.slice(-4)}`, err: reason }, 'one-time code not sent');
      await repo.insertDone(this.work.db, { ...record, status: 'failed', last_error: reason });
      throw new CodeNotSent(reason);
    }
  }
}
