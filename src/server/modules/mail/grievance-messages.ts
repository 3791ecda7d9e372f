import { isLanguage, type Language } from '#shared/languages';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { grievanceWord } from '#server/modules/messaging';
import { grievanceUpdated } from './messages/grievance-updated.ts';
import type { MailOutbox } from './outbox.ts';

/**
 * A complaint's customer hears of his ticket (docs/product-rules.md 54), in the transaction of the
 * step (docs/decisions/0046): made (its number), acknowledged, answered and resolved, by e-mail
 * when the ticket has an address and by SMS or WhatsApp when it has a mobile. A close tells nothing:
 * the ticket was withdrawn or a duplicate; a buyer app's ticket tells nothing (its buyer app does).
 * Each step is its own message: `grievance:<step id>`.
 */
export class GrievanceMessages {
  constructor(private readonly outbox: MailOutbox) {}

  subscribe(events: EventBus<ShopEvents>): void {
    events.on('grievance.changed', (e) => this.changed(e));
  }

  private async changed({ step, stepId, ticket, message }: ShopEvents['grievance.changed']): Promise<void> {
    // A buyer app's complainant hears from his buyer app, which the ONDC node tells (docs/decisions/0079).
    if (step === 'closed' || ticket.source === 'ondc') return;
    const language: Language = isLanguage(ticket.language) ? ticket.language : 'en';
    const eventKey = `grievance-${step}:${stepId}`;
    if (ticket.email) {
      await this.outbox.enqueue({ eventKey, kind: step === 'created' ? 'grievance-received' : 'grievance-updated', to: ticket.email, language, template: grievanceUpdated, params: { name: ticket.name, number: ticket.number, step, message } });
    }
    if (ticket.mobile) {
      await this.outbox.enqueueText(
        step === 'created'
          ? { eventKey: `${eventKey}:text`, kind: 'grievance-received', channel: ticket.textChannel, to: ticket.mobile, language, values: [ticket.number] }
          : { eventKey: `${eventKey}:text`, kind: 'grievance-updated', channel: ticket.textChannel, to: ticket.mobile, language, values: [ticket.number, grievanceWord(step, language)] },
      );
    }
  }
}
