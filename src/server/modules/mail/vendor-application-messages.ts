import { isLanguage, type Language } from '#shared/languages';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { smsValue } from '#server/modules/messaging';
import { vendorAwaitingApproval } from './messages/vendor-awaiting-approval.ts';
import type { MailOutbox } from './outbox.ts';

/**
 * The shop's active admin accounts, with their contacts and language: the accounts module owns
 * them and answers (AccountReads.activeAdminContacts, filled in services.ts; accounts uses mail,
 * so mail names only this).
 */
export interface ShopAdmins {
  activeAdminContacts(): Promise<Array<{ id: string; name: string; email: string | null; mobile: string | null; text_channel: 'sms' | 'whatsapp'; language: string | null }>>;
}

/**
 * The owner hears that a vendor waits for approval (docs/product-rules.md 30), in the sign-up's own
 * transaction (docs/decisions/0025, 0046): every active admin, by e-mail and by SMS or WhatsApp to
 * a verified mobile (docs/decisions/0051), in the admin's language. A deactivated admin is not
 * told. A vendor signs up once, so `vendor-applied:<vendor id>:<admin id>` is one message each.
 */
export class VendorApplicationMessages {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly admins: ShopAdmins,
  ) {}

  subscribe(events: EventBus<ShopEvents>): void {
    events.on('vendor.applied', (e) => this.applied(e));
  }

  private async applied({ vendorId, businessName }: ShopEvents['vendor.applied']): Promise<void> {
    for (const admin of await this.admins.activeAdminContacts()) {
      const language: Language = isLanguage(admin.language) ? admin.language : 'en';
      const eventKey = `vendor-applied:${vendorId}:${admin.id}`;
      if (admin.email) {
        await this.outbox.enqueue({ eventKey, kind: 'vendor-awaiting-approval', to: admin.email, language, template: vendorAwaitingApproval, params: { name: admin.name, businessName } });
      }
      if (admin.mobile) {
        const values = [admin.text_channel === 'sms' ? smsValue(businessName) : businessName];
        await this.outbox.enqueueText({ eventKey: `${eventKey}:text`, kind: 'vendor-awaiting-approval', channel: admin.text_channel, to: admin.mobile, language, values });
      }
    }
  }
}
