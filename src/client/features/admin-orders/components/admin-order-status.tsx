import type { OrderStatus } from '#shared/schemas/orders';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { orderStatusPillClass } from '#client/components/ui/order-status-pill.ts';

/** A status as the admin names it (Shipped, where customers read In Transit), in the customer's colours. */
export function AdminOrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin-orders');
  return <span className={`${orderStatusPillClass(status, 'sm')} whitespace-nowrap`}>{t(`status.${status}`)}</span>;
}
