import type { Insertable } from 'kysely';
import type { RefundRow, RefundsTable } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import * as repo from './online-payments.repository.ts';

/**
 * The refunds of orders, for the modules that take an order forward (orders, returns): payments
 * owns the refunds table and answers here, in the caller's unit of work (docs/decisions/0048).
 * An order's payment columns and lock are the orders module's (OrderPayments).
 */
export class OrderRefunds {
  constructor(private readonly work: UnitOfWork) {}

  /** The refunds of these orders, oldest first. */
  ofOrders(orderIds: string[]): Promise<RefundRow[]> {
    return repo.findRefundsOfOrders(this.work.db, orderIds);
  }

  /** Refunds by id (a return's, which names its refund). */
  byIds(ids: string[]): Promise<RefundRow[]> {
    return repo.findRefundsByIds(this.work.db, ids);
  }

  /** What an order has given back or is giving back (failed refunds not counted). */
  async givenBack(orderId: string): Promise<number> {
    return (await this.ofOrders([orderId])).filter((r) => r.status !== 'failed').reduce((s, r) => s + Number(r.amount_paise), 0);
  }

  /** What the shop gave back or is giving back over all orders (refunds not failed): the dashboard's revenue is net of it. */
  inAll(): Promise<number> {
    return repo.sumRefunds(this.work.db);
  }

  /** Records a refund (a gateway one is sent by OnlinePaymentsService.sendRefund once committed). */
  add(refund: Insertable<RefundsTable>): Promise<void> {
    return repo.insertRefund(this.work.db, refund);
  }

  /** A pending refund paid back by hand: processed, with the transfer's reference. */
  markProcessed(refundId: string, reference: string, at: string): Promise<void> {
    return repo.setRefund(this.work.db, refundId, { status: 'processed', reference, processed_at: at });
  }
}
