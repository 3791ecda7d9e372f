import { isLanguage, type Language } from '#shared/languages';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { decisionWord, groupWord, smsValue } from '#server/modules/messaging';
import { accountChanged } from './messages/account-changed.ts';
import { businessDecided } from './messages/business-decided.ts';
import { vendorReviewed } from './messages/vendor-reviewed.ts';
import type { MailOutbox } from './outbox.ts';

/**
 * An account (its address, verified mobile and the channel it chose, name and language) and a
 * vendor's business name, for the owner's decisions on them: the accounts and vendors modules own
 * them and answer (filled in services.ts; both use mail, so mail names only this).
 */
export interface AccountContacts {
  accounts: { contactOf(userIds: string[]): Promise<Map<string, { email: string | null; mobile: string | null; text_channel: 'sms' | 'whatsapp'; name: string; language: string | null }>> };
  businesses: { namesOf(vendorIds: string[]): Promise<Map<string, string>> };
}

/**
 * The messages about an account, queued when its events are told, in the change's own transaction
 * (docs/decisions/0025, 0046): a changed password, e-mail address or payout bank account
 * (docs/decisions/0038-account-changes.md), the admin's decision on a vendor account
 * (docs/product-rules.md 30), and the owner's on a request for business prices (docs/product-rules.md 46).
 */
export class AccountMessages {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly contacts: AccountContacts,
  ) {}

  subscribe(events: EventBus<ShopEvents>): void {
    events.on('account.changed', (e) => this.accountChanged(e));
    events.on('vendor.reviewed', (e) => this.vendorReviewed(e));
    events.on('business.decided', (e) => this.businessDecided(e));
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
    const vendor = (await this.contacts.accounts.contactOf([vendorId])).get(vendorId);
    const businessName = (await this.contacts.businesses.namesOf([vendorId])).get(vendorId);
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

  /**
   * A dealer, an FPO or an institution hears the owner's decision on its request for business
   * prices (docs/product-rules.md 46), in the account's language: by e-mail when the account has an
   * address, and by SMS or WhatsApp, as it chose, when it has a verified mobile (an account made
   * with a mobile number has no address); an account with both hears on both. A request may be
   * refused, asked again and approved: each decision is its own event, named by its time.
   */
  private async businessDecided({ userId, approved, group, businessName, reason, at }: ShopEvents['business.decided']): Promise<void> {
    const account = (await this.contacts.accounts.contactOf([userId])).get(userId);
    if (!account) return;
    const eventKey = `business-decided:${userId}:${at}`;
    const language: Language = isLanguage(account.language) ? account.language : 'en';
    if (account.email) {
      await this.outbox.enqueue({ eventKey, kind: 'business-decided', to: account.email, language, template: businessDecided, params: { name: account.name, businessName, group, approved, reason } });
    }
    if (account.mobile) {
      // An SMS's value is cut to DLT's 30 characters; WhatsApp takes the whole name.
      const values = [account.text_channel === 'sms' ? smsValue(account.name) : account.name, groupWord(group, language), decisionWord(approved ? 'approved' : 'rejected', language)];
      await this.outbox.enqueueText({ eventKey: `${eventKey}:text`, kind: 'business-decided', channel: account.text_channel, to: account.mobile, language, values });
    }
  }
}
