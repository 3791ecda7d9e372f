import type { StoreCreateOrder, StoreOrder } from '#shared/schemas/orders';
import type { StoreReturn, StoreReturnRequest } from '#shared/schemas/returns';
import type { StoreOrderTracking } from '#shared/schemas/shipments';
import type { UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import * as repo from './ondc-orders.repository.ts';

/**
 * What a network order asks of the shop's accounts and orders modules (wired in services.ts, as
 * the ondc module imports neither): the buyer app's account, checkout's own placing of an order,
 * the order as its buyer sees it, and the buyer's own cancellation (docs/decisions/0078).
 */
export interface NetworkOrders {
  /** A new account for a buyer app's orders, in the caller's transaction: no e-mail, mobile or password. */
  createAccount(name: string): Promise<UserRow>;
  account(userId: string): Promise<UserRow | undefined>;
  /**
   * The order placed by checkout's own workflow (stock, prices, tax documents, in one transaction),
   * its total checked against the one agreed and its network ids recorded in that transaction;
   * idempotent on the key (a second call answers with the first order).
   */
  place(account: UserRow, input: StoreCreateOrder, key: string, terms: { app: string; agreedTotalPaise: number; record: (orderId: string) => Promise<void> }): Promise<{ order: StoreOrder; created: boolean }>;
  /** The order as its buyer's own order page shows it; another account's order is not found (404). */
  read(account: UserRow, orderId: string): Promise<StoreOrder>;
  /** The buyer cancels it, as on the shop's order page (pending or processing only; stock back, credit notes). */
  cancel(account: UserRow, orderId: string): Promise<void>;
  /**
   * A return asked for as the buyer asks on the order's page (delivered, within its days, units not
   * refunded or held; the returns module's rules), in the caller's transaction when it has one.
   */
  requestReturn(account: UserRow, orderId: string, input: StoreReturnRequest): Promise<StoreReturn>;
  /** Its courier shipment as its buyer's order page shows it: the AWB and the scans, oldest first (none: the shop's own van, or not booked). */
  shipment(account: UserRow, orderId: string): Promise<StoreOrderTracking>;
  /** The courier's public page tracking it, once booked with an AWB; null without one, or while the courier cannot be asked. */
  trackingPage(account: UserRow, orderId: string): Promise<string | null>;
  /** One of its tax documents as a PDF, as its buyer downloads it; another account's is not found (404). */
  documentPdf(account: UserRow, documentId: string): Promise<{ number: string; pdf: Uint8Array }>;
}

/**
 * Each buyer app's account, made the first time it confirms an order and kept in ondc_buyer_apps.
 * Two servers making one at once: one insert wins, the other's transaction (its account with it)
 * rolls back and it takes the winner's.
 */
export class BuyerApps {
  constructor(
    private readonly work: UnitOfWork,
    private readonly orders: NetworkOrders,
    private readonly now: () => number,
  ) {}

  async accountOf(bapId: string): Promise<UserRow> {
    const known = await repo.findBuyerAppAccount(this.work.db, bapId);
    if (known) return this.existing(known);
    const made = await this.work
      .transaction(async () => {
        const account = await this.orders.createAccount(`ONDC: ${bapId}`);
        if (!(await repo.insertBuyerAppAccount(this.work.db, { bap_id: bapId, user_id: account.id, created_at: new Date(this.now()).toISOString() }))) throw new AccountRace();
        return account;
      })
      .catch((err: unknown) => {
        if (err instanceof AccountRace) return undefined;
        throw err;
      });
    if (made) return made;
    const winner = await repo.findBuyerAppAccount(this.work.db, bapId);
    if (!winner) throw new Error(`No account for buyer app ${bapId}`);
    return this.existing(winner);
  }

  private async existing(userId: string): Promise<UserRow> {
    const account = await this.orders.account(userId);
    if (!account) throw new Error(`The account ${userId} of a buyer app is gone`);
    return account;
  }
}

class AccountRace extends Error {}
