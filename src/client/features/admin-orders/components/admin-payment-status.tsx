import type { PaymentStatus } from '#shared/schemas/orders';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { paymentStatusPillClass } from '#client/components/ui/payment-status-pill.ts';

/** Where an order's money stands as the admin names it (Cash due, Transfer received, Paid...), in the customer's colours. */
export function AdminPaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('admin-orders');
  return <span className={`${paymentStatusPillClass(status, 'sm')} whitespace-nowrap`}>{t(`paymentStatus.${status}`)}</span>;
}
