import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { accountChanged } from './messages/account-changed.ts';
import { vendorReviewed } from './messages/vendor-reviewed.ts';
import type { MailOutbox } from './outbox.ts';

/**
 * A vendor's account (its address, name and language) and its business name, for the admin's
 * decision: the accounts and vendors modules own them and answer (filled in services.ts; both use
 * mail, so mail names only this).
 */
export interface VendorContacts {
  accounts: { contactOf(userIds: string[]): Promise<Map<string, { email: string | null; name: string; language: string | null }>> };
  businesses: { namesOf(vendorIds: string[]): Promise<Map<string, string>> };
}

/**
 * The messages about an account, queued when its events are told, in the change's own transaction
 * (docs/decisions/0025, 0046): a changed password, e-mail address or payout bank account
 * (docs/decisions/0038-account-changes.md), and the admin's decision on a vendor account
 * (docs/product-rules.md 30).
 */
export class AccountMessages {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly vendors: VendorContacts,
  ) {}

  subscribe(events: EventBus<ShopEvents>): void {
    events.on('account.changed', (e) => this.accountChanged(e));
    events.on('vendor.reviewed', (e) => this.vendorReviewed(e));
  }

  /**
   * Tells the owner. A new e-mail address is told at both addresses: the old one is where the real
   * owner still reads, should someone else have made the change. In the account's language, else
   * the language of the page the change came from (an admin's page is not the owner's, so Manage
   * Users gives none and the message is in English).
   */
  private async accountChanged({ owner, change, at, pageLanguage }: ShopEvents['account.changed']): Promise<void> {
    // An account without an e-mail address (made with a mobile number) is not e-mailed.
    const recipients = change.kind === 'email' ? [change.oldEmail, change.newEmail] : [owner.email];
    for (const [i, to] of recipients.entries()) {
      if (!to) continue;
      await this.outbox.enqueue({
        // Each change is its own event, named by its time; each address its own message.
        eventKey: `account-changed:${change.kind}:${owner.id}:${at}:${i}`,
        kind: `${change.kind}-changed`,
        to,
        language: owner.language ?? pageLanguage,
        template: accountChanged,
        params: { name: owner.name, at, change },
      });
    }
  }

  /**
   * A vendor can be approved, suspended and approved again: each decision is its own event, named
   * by its time, so each one is told once.
   */
  private async vendorReviewed({ vendorId, approved, reason, at }: ShopEvents['vendor.reviewed']): Promise<void> {
    const vendor = (await this.vendors.accounts.contactOf([vendorId])).get(vendorId);
    const businessName = (await this.vendors.businesses.namesOf([vendorId])).get(vendorId);
    if (!vendor?.email || businessName === undefined) return;
    const kind = approved ? 'vendor-approved' : 'vendor-rejected';
    await this.outbox.enqueue({
      eventKey: `${kind}:${vendorId}:${at}`,
      kind,
      to: vendor.email,
      language: vendor.language,
      template: vendorReviewed,
      params: { name: vendor.name, businessName, approved, reason },
    });
  }
}
