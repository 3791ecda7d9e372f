import type { AccountsMatching } from './admin-orders.repository.ts';

/**
 * The buyers' accounts: the accounts module owns them and answers (filled in services.ts with its
 * AccountReads), so orders reads no account and imports nothing of accounts.
 */
export interface Customers {
  /** Name, e-mail and language of each account, by id. */
  contactOf(userIds: string[]): Promise<Map<string, { name: string; email: string; language: string | null }>>;
  /** The accounts whose e-mail or name contains a text: the admin's order search embeds it. */
  idsMatching: AccountsMatching;
}
