import type { OrderStatus } from '#shared/schemas/orders';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { orderStatusPillClass } from '#client/components/ui/order-status-pill.ts';

/** An order's status, coloured as customers and the admin see it. */
export function VendorOrderStatus({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('vendor-tabs');
  return <span className={`${orderStatusPillClass(status, 'sm')} whitespace-nowrap`}>{t(`orders.status.${status}`)}</span>;
}
