import type { OrderRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import * as repo from './orders.repository.ts';
import type { Customers } from './customers.ts';

/**
 * What other modules read of orders (docs/decisions/0046-unit-of-work-and-events.md): the orders
 * module owns the table, and answers here, in the caller's unit of work. It depends on nothing
 * else but the accounts' reads (a port, filled in services.ts), so the modules orders itself uses
 * (returns, reviews, mail, accounts) are given it in services.ts without a cycle.
 */
export class OrderReads {
  constructor(
    private readonly work: UnitOfWork,
    /** The buyer's account (its address, name and language): the accounts module answers. */
    private readonly customers: Pick<Customers, 'contactOf'>,
  ) {}

  /** One order as stored; undefined when there is none. */
  order(orderId: string): Promise<OrderRow | undefined> {
    return repo.findOrderById(this.work.db, orderId);
  }

  /** The numbers people see of these orders (HY-000123 once formatted; docs/product-rules.md 31). */
  numbersOf(orderIds: string[]): Promise<Map<string, number>> {
    return repo.findOrderNumbers(this.work.db, orderIds);
  }

  /** Who an order goes to, as a vendor may see it: the name and town, never the address, phone or e-mail. */
  shipToOf(orderIds: string[]): Promise<Map<string, { number: number; name: string; city: string }>> {
    return repo.findShipTo(this.work.db, orderIds);
  }

  /** The buyer's latest delivered order holding the product: the one that entitles it to review it (docs/product-rules.md 33). */
  deliveredOrderOf(userId: string, productId: string): Promise<string | undefined> {
    return repo.findDeliveredOrderOf(this.work.db, userId, productId);
  }

  /**
   * Who placed the order, for its messages (the mail module's OrderBuyers): the account's address
   * and name, the order's language else the account's.
   */
  async buyerOf(orderId: string) {
    const order = await repo.findOrderForMail(this.work.db, orderId);
    const buyer = order && (await this.customers.contactOf([order.user_id])).get(order.user_id);
    return buyer && { email: buyer.email, name: buyer.name, language: order.language ?? buyer.language, number: order.number, totalPaise: Number(order.total_paise) };
  }

  /** How many orders each account placed (Manage Users; an account with orders is deactivated, not erased). */
  ordersOfUsers(userIds: string[]): Promise<Map<string, number>> {
    return repo.countOrdersOfUsers(this.work.db, userIds);
  }
}
