import { lazy, Suspense } from 'react';
import type { OrderStatus, PaymentStatus, StoreOrder } from '#shared/schemas/orders';
import { allowsPaymentEvent } from '#shared/order-states';
import { paymentStatusPillClass, shownPaymentStatus } from '#client/components/ui/payment-status-pill.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { PayNowProps } from './pay-now.tsx';

// Shown only for an order still to be paid: its code loads after the page's first paint (npm run size).
const PayNowButton = lazy(() => import('./pay-now.tsx'));

/** The deadline of an unpaid online order and the button that takes the buyer to the payment gateway. */
export function PayNow(props: PayNowProps) {
  return (
    <Suspense fallback={null}>
      <PayNowButton {...props} />
    </Suspense>
  );
}

/** Where an order's money stands (docs/product-rules.md 15), beside its order status: a cancelled cash or transfer order has nothing to pay. */
export function PaymentStatusBadge({ status, orderStatus }: { status: PaymentStatus; orderStatus: OrderStatus }) {
  const { t } = useTranslation('orders');
  const shown = shownPaymentStatus(orderStatus, status);
  return (
    <span data-testid="payment-status" className={paymentStatusPillClass(shown)}>
      {t(`payment.status.${shown}`)}
    </span>
  );
}

/**
 * An online order the buyer can still pay: not yet paid (or its last attempt failed), not
 * cancelled, before its deadline (the server cancels it after: docs/decisions/0024).
 */
export function isPayable(order: StoreOrder): boolean {
  return (
    allowsPaymentEvent(order.paymentMethod, order.paymentStatus, 'paid_online', order.status) &&
    order.paymentDueAt !== null &&
    Date.parse(order.paymentDueAt) > Date.now()
  );
}
