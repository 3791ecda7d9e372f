import type { Kysely } from 'kysely';
import type { Database, UserRow } from '#server/db/schema';
import { AppError, notFound } from '#server/errors';
import type { DocumentsService } from '#server/modules/documents';
import type { SeedLotsService } from '#server/modules/seeds';
import { type OnlinePaymentsService, lockOrder } from '#server/modules/payments';
import type { MailOutbox } from '#server/modules/mail';
import { cancelledPaymentColumns, changeOrderStatus, settleCancelledOrder } from './order-cancellation.ts';
import { canMoveOrder } from '#shared/order-states';

const notCancellable = () =>
  new AppError(409, 'order_not_cancellable', 'This order has already shipped (or is closed), so it can no longer be cancelled. Once it arrives, you can ask for a return.');

/**
 * A customer cancels its own order until it ships (docs/product-rules.md 31): the admin's
 * cancellation path (changeOrderStatus: stock and seed lots back, credit notes for its tax
 * documents), a paid online order refunded in full through the gateway as the admin's
 * cancellation does (recorded in the transaction, sent once it commits), and the "order
 * cancelled" mail queued in the same transaction. The history names the customer.
 */
export class CustomerCancellationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly documents: DocumentsService,
    /** A cancelled order's seed units go back to their lots. */
    private readonly seedLots: SeedLotsService,
    private readonly onlinePayments: OnlinePaymentsService,
    private readonly outbox: MailOutbox,
    /** Whether the server has a mail server (SMTP_URL): without one the queued e-mail waits. */
    private readonly mailConfigured: boolean,
    /** The app's clock: the time of the change. */
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Cancels; the caller answers with the order as its buyer now sees it (OrdersService.getOrder).
   * Returns whether the "order cancelled" e-mail goes out now (docs/product-rules.md 30).
   */
  async cancel(user: UserRow, orderId: string): Promise<{ emailed: boolean }> {
    const refund = await this.db.transaction().execute(async (trx) => {
      // Read under a lock: a payment being recorded meanwhile is either seen here (and refunded)
      // or sees this cancellation (and refunds itself), never lost (docs/decisions/0024-payments.md).
      const locked = orderId.length <= 64 ? await lockOrder(trx, orderId) : undefined;
      // Someone else's order is "not found", as reading it is: ids reveal nothing.
      const order = locked?.user_id === user.id ? locked : undefined;
      if (!order) throw notFound('Order not found');
      if (!canMoveOrder(order.status, 'cancelled', 'customer')) throw notCancellable();
      // A compare-and-set on the status just read: an admin shipping it meanwhile wins, and this is a 409.
      if (!(await changeOrderStatus(trx, this.documents, this.seedLots, order, order.status, 'cancelled', { id: user.id, name: `${user.name} (customer)` }, this.now(), cancelledPaymentColumns(order)))) throw notCancellable();
      return settleCancelledOrder(trx, this.onlinePayments, this.outbox, order, 'customer', user.id);
    });
    if (refund) await this.onlinePayments.sendRefund(refund.id, refund.paymentId, refund.amountPaise);
    return { emailed: this.mailConfigured && user.email !== '' };
  }
}
