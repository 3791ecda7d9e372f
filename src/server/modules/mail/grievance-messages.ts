import { isLanguage, type Language } from '#shared/languages';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { grievanceWord } from '#server/modules/messaging';
import { grievanceEscalated } from './messages/grievance-escalated.ts';
import { grievanceUpdated } from './messages/grievance-updated.ts';
import type { MailOutbox } from './outbox.ts';
import type { ShopAdmins } from './vendor-application-messages.ts';

/**
 * A complaint's customer hears of his ticket (docs/product-rules.md 54), in the transaction of the
 * step (docs/decisions/0046): made (its number), acknowledged, answered and resolved, by e-mail
 * when the ticket has an address and by SMS or WhatsApp when it has a mobile. A close tells nothing:
 * the ticket was withdrawn or a duplicate; a buyer app's ticket tells nothing (its buyer app does).
 * Each step is its own message: `grievance:<step id>`.
 */
export class GrievanceMessages {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly admins: ShopAdmins,
  ) {}

  subscribe(events: EventBus<ShopEvents>): void {
    events.on('grievance.changed', (e) => this.changed(e));
    events.on('grievance.escalated', (e) => this.escalated(e));
  }

  /**
   * A buyer app's customer escalated his complaint (docs/decisions/0079): every active admin hears
   * of it by e-mail, in the admin's language, for the grievance officer to take it up. Once per
   * ticket and admin (`grievance-escalated:<ticket>:<admin>`): IGM escalates an issue once, and a
   * buyer app that sends it back and forth between OPEN and ESCALATE floods nobody's inbox.
   */
  private async escalated({ ticket, via, message }: ShopEvents['grievance.escalated']): Promise<void> {
    for (const admin of await this.admins.activeAdminContacts()) {
      if (!admin.email) continue;
      const language: Language = isLanguage(admin.language) ? admin.language : 'en';
      await this.outbox.enqueue({ eventKey: `grievance-escalated:${ticket.id}:${admin.id}`, kind: 'grievance-escalated', to: admin.email, language, template: grievanceEscalated, params: { name: admin.name, number: ticket.number, via, words: message } });
    }
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
