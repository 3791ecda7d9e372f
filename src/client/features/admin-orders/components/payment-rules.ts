import type { AdminOrder } from '#shared/schemas/admin-orders';
import { allowsPaymentEvent, PAID_BY_HAND } from '#shared/order-states';

/**
 * What the admin may do with an order's money, as the server allows it
 * (src/server/modules/orders/admin-orders.service.ts, docs/decisions/0024-payments.md): both
 * ask the payment machine (src/shared/order-states.ts).
 */

/** Cash on delivery not yet collected, on an order still going out. */
export const canMarkCashCollected = (o: AdminOrder) => allowsPaymentEvent(o.paymentMethod, o.paymentStatus, 'cash_collected', o.status);

/** A bank transfer not yet received, on an order still going out. */
export const canMarkTransferReceived = (o: AdminOrder) => allowsPaymentEvent(o.paymentMethod, o.paymentStatus, 'transfer_received', o.status);

/** What has been given back or is being given back (failed refunds gave nothing back). */
export const refundedPaise = (o: AdminOrder) => o.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountPaise, 0);

/** What is left of the order's total to give back. */
export const leftToRefundPaise = (o: AdminOrder) => Math.max(0, o.totalPaise - refundedPaise(o));

/** A cancelled cash or bank order whose money came in: the admin records how it went back, in parts, up to what was paid. */
export const canRecordRefund = (o: AdminOrder) =>
  o.status === 'cancelled' && allowsPaymentEvent(o.paymentMethod, o.paymentStatus, 'refunded_by_hand') && leftToRefundPaise(o) > 0;

/** A paid online order: cancelling it refunds what is left of it through the gateway, at once. */
export const refundsOnlineWhenCancelled = (o: AdminOrder) => allowsPaymentEvent(o.paymentMethod, o.paymentStatus, 'refund_processed') && leftToRefundPaise(o) > 0;

/** Cash or a transfer came in: cancelling leaves the money to be given back by hand (then recorded as a refund). */
export const needsRefundByHandWhenCancelled = (o: AdminOrder) => PAID_BY_HAND.includes(o.paymentStatus);

/** A paid online order still going out: chosen lines can be refunded through the gateway (not the old card form's orders). */
export const canRefundLines = (o: AdminOrder) => o.refundsThroughGateway && o.status !== 'cancelled' && o.items.some((l) => l.quantity > l.creditedQuantity);
