import type { PaymentStatus } from '#shared/schemas/orders';

/**
 * The pill's classes for a payment status (issue 15), beside the order status's: money in green,
 * a failed payment red, money given back grey, and money still to come yellow.
 */
export function paymentStatusPillClass(status: PaymentStatus, size: 'sm' | 'md' = 'md'): string {
  const colour =
    status === 'paid' || status === 'cod_collected' || status === 'bank_received'
      ? 'bg-brand-100 text-brand-900'
      : status === 'failed'
        ? 'bg-red-100 text-red-900'
        : status.endsWith('refunded')
          ? 'bg-stone-200 text-stone-900'
          : 'bg-amber-100 text-amber-900';
  return `inline-block rounded-full px-3 py-1 font-semibold ${size === 'sm' ? 'text-xs' : 'text-sm'} ${colour}`;
}
