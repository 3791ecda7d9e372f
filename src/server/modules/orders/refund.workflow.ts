import { randomUUID } from 'node:crypto';
import { formatRupees } from '#shared/money';
import { allowsPaymentEvent } from '#shared/order-states';
import { refundLineKey, type AdminOrder, type AdminRecordRefund, type AdminRefundLines } from '#shared/schemas/admin-orders';
import type { UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { AppError } from '#server/errors';
import type { DocumentsService } from '#server/modules/documents';
import type { OnlinePaymentsService, OrderRefunds } from '#server/modules/payments';
import type { AdminOrdersService } from './admin-orders.service.ts';
import { changeTime } from './order-status.ts';
import { setPaymentIf } from './order-payments.repository.ts';
import { findItemsOfOrders } from './orders.repository.ts';

const notDue = () => new AppError(409, 'payment_not_due', 'This order has no payment to record in this way: it is paid otherwise, already recorded, or cancelled.');

/**
 * The shop's refunds of an order's money (docs/product-rules.md 30; docs/decisions/0024-payments.md),
 * each in one transaction, its steps in order:
 * - through the gateway, for chosen quantities of a paid online order's lines: the lines checked
 *   -> a credit note per tax document for those quantities, whose value (taxable value and tax)
 *   is the amount -> the refund recorded -> sent to the gateway once committed;
 * - by hand, for a cancelled cash or bank order whose money had come in: at most what is left
 *   -> the refund recorded as processed with its reference -> the payment refunded in full or in part.
 */
export class RefundOrder {
  constructor(
    private readonly work: UnitOfWork,
    private readonly orders: AdminOrdersService,
    private readonly documents: DocumentsService,
    private readonly onlinePayments: OnlinePaymentsService,
    private readonly refunds: OrderRefunds,
    private readonly events: EventBus<ShopEvents>,
  ) {}

  async throughGateway(admin: UserRow, orderId: string, input: AdminRefundLines): Promise<AdminOrder> {
    const refund = await this.work.transaction(async () => {
      const order = await this.orders.find(orderId);
      if (order.status === 'cancelled' || !allowsPaymentEvent(order.payment_method, order.payment_status, 'refund_processed') || !order.gateway_payment_id) {
        throw new AppError(409, 'payment_not_due', 'Only a paid online order that is not cancelled can have lines refunded through the payment gateway.');
      }
      const lines = new Map((await findItemsOfOrders(this.work.db, [orderId])).map((l) => [refundLineKey({ productId: l.product_id, kitProductId: l.kit_product_id }), l.id]));
      if (input.lines.some((l) => !lines.has(refundLineKey(l)))) {
        throw new AppError(400, 'validation_failed', 'Invalid refund: lines: a product is not on this order', { lines: 'A product is not on this order' });
      }
      const amount = await this.documents.creditForRefund(orderId, input.lines.map((l) => ({ lineId: lines.get(refundLineKey(l))!, quantity: l.quantity })));
      const given = await this.refunds.givenBack(orderId);
      const id = await this.onlinePayments.recordRefund(orderId, amount, admin.id);
      // Recorded with the refund's row; the gateway is asked once this commits, as before (docs/product-rules.md 50).
      await this.work.recordChange({
        action: 'order.line_refund',
        entity: 'order',
        entityId: orderId,
        before: { refunded_paise: given },
        after: { refunded_paise: given + amount, refund_id: id, refund_method: 'gateway', refund_lines: input.lines },
      });
      return { id, paymentId: order.gateway_payment_id, amountPaise: amount };
    });
    await this.onlinePayments.sendRefund(refund.id, refund.paymentId, refund.amountPaise);
    return this.orders.read(orderId);
  }

  async byHand(admin: UserRow, orderId: string, input: AdminRecordRefund): Promise<AdminOrder> {
    return this.work.transaction(async () => {
      const order = await this.orders.find(orderId);
      if (order.status !== 'cancelled' || !allowsPaymentEvent(order.payment_method, order.payment_status, 'refunded_by_hand')) throw notDue();
      const left = Number(order.total_paise) - (await this.refunds.givenBack(orderId));
      if (input.amountPaise > left) {
        const message = `At most ${formatRupees(left)} is left to give back on this order.`;
        throw new AppError(400, 'validation_failed', `Invalid refund: amountPaise: ${message}`, { amountPaise: message });
      }
      const at = changeTime(order.updated_at);
      const id = randomUUID();
      const paymentStatus = input.amountPaise === left ? 'refunded' : 'partially_refunded';
      await this.refunds.add({ id, order_id: orderId, method: input.method, amount_paise: input.amountPaise, status: 'processed', gateway_refund_id: null, reference: input.reference, created_by: admin.id, created_at: at, processed_at: at });
      await setPaymentIf(this.work.db, orderId, [order.payment_status], { payment_status: paymentStatus, updated_at: at });
      const given = Number(order.total_paise) - left;
      await this.events.emit('order.refunded', { orderId, at });
      await this.work.recordChange({
        action: 'order.refund',
        entity: 'order',
        entityId: orderId,
        before: { payment_status: order.payment_status, refunded_paise: given },
        after: { payment_status: paymentStatus, refunded_paise: given + input.amountPaise, refund_id: id, refund_method: input.method, refund_reference: input.reference },
      });
      return this.orders.read(orderId);
    });
  }
}
