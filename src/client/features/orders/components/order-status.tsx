import type { OrderStatus } from '#shared/schemas/orders';
import { orderStatusPillClass } from '#client/components/ui/order-status-pill.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** An order's status as the customer names it (In Transit for shipped). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span data-testid="order-status" className={orderStatusPillClass(status)}>
      {t(`status.${status}`)}
    </span>
  );
}
