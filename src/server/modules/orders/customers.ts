import type { AccountsMatching } from './admin-orders.repository.ts';

/**
 * The buyers' accounts: the accounts module owns them and answers (filled in services.ts with its
 * AccountReads), so orders reads no account and imports nothing of accounts.
 */
export interface Customers {
  /** Name, e-mail, mobile and language of each account, by id. */
  contactOf(userIds: string[]): Promise<Map<string, CustomerContact>>;
  /** The accounts whose e-mail or name contains a text: the admin's order search embeds it. */
  idsMatching: AccountsMatching;
}

/** How an account is reached: an account made with a mobile number has no e-mail address. */
export interface CustomerContact {
  name: string;
  email: string | null;
  mobile: string | null;
  /** Where its text messages go to that mobile. */
  text_channel: 'sms' | 'whatsapp';
  language: string | null;
}

/** The one way the admin's pages show to reach a customer: the e-mail address, else the mobile number. */
export function contactOf(customer: CustomerContact | undefined): string {
  return customer?.email ?? customer?.mobile ?? '';
}
