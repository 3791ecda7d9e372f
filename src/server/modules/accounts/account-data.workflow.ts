import { isLanguage } from '#shared/languages';
import type { MyAccountData } from '#shared/schemas/privacy';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError } from '#server/errors';
import type { Recipient } from '#server/modules/mail';
import type { MarketingConsent } from './marketing-consent.ts';
import { findRequest } from './group-requests.repository.ts';
import { findUserById } from './users.repository.ts';

/**
 * What the other modules keep of an account, each answering for its own tables through its front
 * door (docs/decisions/0048), filled in services.ts: the addresses module its saved addresses,
 * the orders module its orders, the farm module its crops, the mail module the messages sent to its addresses.
 */
export interface AccountDataSources {
  savedAddresses(userId: string): Promise<MyAccountData['savedAddresses']>;
  orders(userId: string): Promise<MyAccountData['orders']>;
  /** The crops recorded on My farm (the farm module's; docs/product-rules.md 42). */
  farmCrops(userId: string): Promise<MyAccountData['farmCrops']>;
  messages(recipients: Recipient[]): Promise<MyAccountData['messages']>;
}

/**
 * The addresses the shop wrote to for this account, each from when it became the account's: its
 * e-mail address since it joined, its mobile since it was verified, and an e-mail typed at
 * checkout since the first order with it. Messages to an address before that were someone else's.
 */
export function recipientsOf(user: { email: string | null; mobile: string | null; mobile_verified_at: string | null; created_at: string }, orders: Array<{ placedAt: string; shipping: { email: string } }>): Recipient[] {
  const since = new Map<string, string>();
  const add = (to: string | null | undefined, at: string | null) => {
    if (!to || !at) return;
    const known = since.get(to);
    if (!known || at < known) since.set(to, at);
  };
  add(user.email, user.created_at);
  add(user.mobile, user.mobile_verified_at);
  for (const order of orders) add(order.shipping.email.toLowerCase(), order.placedAt);
  return [...since].map(([to, at]) => ({ to, since: at }));
}

/**
 * "Download my data" (docs/product-rules.md 37; the DPDP Act's right to a summary of one's
 * personal data): the account, its consent history, saved addresses, orders, crops on My farm and the messages sent
 * to it, read in one transaction so they agree. Never its password hash, sessions or codes, and
 * nothing of another account: every source is asked by this account's id or its own addresses.
 */
export class AccountDataExport {
  constructor(
    private readonly work: UnitOfWork,
    private readonly marketing: MarketingConsent,
    private readonly sources: AccountDataSources,
    private readonly now: () => number,
  ) {}

  async of(userId: string): Promise<MyAccountData> {
    return this.work.transaction(async () => {
      const user = await findUserById(this.work.db, userId);
      if (!user || user.is_active !== 1) throw new AppError(401, 'unauthenticated', 'Please log in.');
      const [history, savedAddresses, orders] = [await this.marketing.history(userId), await this.sources.savedAddresses(userId), await this.sources.orders(userId)];
      const messages = await this.sources.messages(recipientsOf(user, orders));
      const farmCrops = await this.sources.farmCrops(userId);
      const request = await findRequest(this.work.db, userId);
      return {
        exportedAt: new Date(this.now()).toISOString(),
        account: {
          name: user.name,
          email: user.email,
          mobile: user.mobile,
          phone: user.phone,
          language: isLanguage(user.language) ? user.language : null,
          textChannel: user.text_channel,
          joinedAt: user.created_at,
          marketing: { optIn: history.at(-1)?.given ?? false, history },
          // The prices it buys at, and its request for a group's as the business gave it (docs/product-rules.md 46).
          customerGroup: user.customer_group,
          businessRequest: request ? { group: request.customer_group, businessName: request.business_name, gstin: request.gstin, status: request.status, requestedAt: request.created_at } : null,
        },
        savedAddresses,
        orders,
        farmCrops,
        messages,
      };
    });
  }
}
