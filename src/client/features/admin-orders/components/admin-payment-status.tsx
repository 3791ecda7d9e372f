import type { OrderStatus, PaymentStatus } from '#shared/schemas/orders';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { paymentStatusPillClass, shownPaymentStatus } from '#client/components/ui/payment-status-pill.ts';

/**
 * Where an order's money stands as the admin names it (Cash due, Transfer received, Paid...), in
 * the customer's colours; a cancelled cash or transfer order has nothing due.
 */
export function AdminPaymentStatusBadge({ status, orderStatus }: { status: PaymentStatus; orderStatus: OrderStatus }) {
  const { t } = useTranslation('admin-orders');
  const shown = shownPaymentStatus(orderStatus, status);
  return <span className={`${paymentStatusPillClass(shown, 'sm')} whitespace-nowrap`}>{t(`paymentStatus.${shown}`)}</span>;
}
