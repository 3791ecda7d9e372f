import type { OrderStatus, PaymentStatus } from '#shared/schemas/orders';
import { DUE_BY_HAND, PAID } from '#shared/order-states';

/**
 * What a payment status is shown as: the status itself, or 'nothing_due' for cash on delivery or
 * a bank transfer still to come on an order that was cancelled (nothing will be collected or
 * sent, so "Pay on delivery" or "Cash due" would not be true: docs/product-rules.md 15).
 */
export type ShownPaymentStatus = PaymentStatus | 'nothing_due';

export function shownPaymentStatus(orderStatus: OrderStatus, status: PaymentStatus): ShownPaymentStatus {
  return orderStatus === 'cancelled' && DUE_BY_HAND.includes(status) ? 'nothing_due' : status;
}

/**
 * The pill's classes for a payment status (docs/product-rules.md 15), beside the order status's: money in green,
 * a failed payment red, money given back or nothing due grey, and money still to come yellow.
 */
export function paymentStatusPillClass(status: ShownPaymentStatus, size: 'sm' | 'md' = 'md'): string {
  const colour =
    status !== 'nothing_due' && PAID.includes(status)
      ? 'bg-brand-100 text-brand-900'
      : status === 'failed'
        ? 'bg-red-100 text-red-900'
        : status.endsWith('refunded') || status === 'nothing_due'
          ? 'bg-stone-200 text-stone-900'
          : 'bg-amber-100 text-amber-900';
  return `inline-block rounded-full px-3 py-1 font-semibold ${size === 'sm' ? 'text-xs' : 'text-sm'} ${colour}`;
}
