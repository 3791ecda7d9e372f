import type { OrderStatus } from '#shared/schemas/orders';

// docs/product-rules.md 16: Delivered green, In Transit blue, Cancelled red, others yellow.
const COLOURS: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-amber-100 text-amber-900',
  shipped: 'bg-sky-100 text-sky-900',
  delivered: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-red-100 text-red-900',
};

/** The pill's classes for an order status, so the admin and vendor screens colour statuses as the customer sees them. */
export function orderStatusPillClass(status: OrderStatus, size: 'sm' | 'md' = 'md'): string {
  return `inline-block rounded-full px-3 py-1 font-semibold ${size === 'sm' ? 'text-xs' : 'text-sm'} ${COLOURS[status]}`;
}
