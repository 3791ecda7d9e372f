import { useState } from 'react';
import { formatRupees } from '#shared/money';
import { allowsPaymentEvent } from '#shared/order-states';
import type { VendorOrder } from '#shared/schemas/vendor-sales';
import { paymentStatusPillClass, shownPaymentStatus } from '#client/components/ui/payment-status-pill.ts';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useCollectCash } from '#client/features/vendor-portal/api/collect-cash.ts';
import { useReveal } from '#client/lib/use-reveal.ts';

/**
 * The order's payment as the vendor needs it. A vendor that delivers the whole order (every line
 * is its own) collects its cash on delivery and marks it here; otherwise the shop does.
 */
export function OrderCash({ order }: { order: VendorOrder }) {
  const { t } = useTranslation('vendor-tabs');
  const errorMessage = useErrorMessage();
  const collect = useCollectCash(order.orderId);
  const [error, setError] = useState<string | null>(null);
  // The button goes once the cash is marked: the message takes its place and the focus.
  const doneRef = useReveal<HTMLParagraphElement>(collect.isSuccess);
  const errorRef = useReveal<HTMLParagraphElement>(error);
  const due = order.cashToCollectPaise !== null && allowsPaymentEvent(order.paymentMethod, order.paymentStatus, 'cash_collected', order.status);
  // A cancelled order's cash is no longer due: its status says so.
  const shown = shownPaymentStatus(order.status, order.paymentStatus);

  const onCollect = async () => {
    if (!window.confirm(t('orders.cash.confirm', { amount: formatRupees(order.cashToCollectPaise ?? 0), name: order.buyerName }))) return;
    setError(null);
    try {
      await collect.mutateAsync();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <div className="mt-4 rounded-lg border border-stone-200 p-4" data-testid="vendor-order-payment">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t('orders.cash.payment')}:</span>
        <span>{t(`orders.cash.method.${order.paymentMethod}`)}</span>
        <span className={paymentStatusPillClass(shown, 'sm')}>{t(`orders.cash.status.${shown}`)}</span>
      </p>
      {/* The sum to collect while it is still due; once collected, the status says so. */}
      {due && <p className="mt-2 text-stone-800">{t('orders.cash.toCollect', { amount: formatRupees(order.cashToCollectPaise ?? 0) })}</p>}
      {order.paymentMethod === 'cod' && order.cashToCollectPaise === null && <p className="mt-2 text-sm text-stone-700">{t('orders.cash.shopCollects')}</p>}
      {due && (
        <button type="button" className={`${buttonStyles.primary} mt-3`} disabled={collect.isPending} onClick={() => void onCollect()}>
          {collect.isPending ? t('orders.cash.saving') : t('orders.cash.collect')}
        </button>
      )}
      {collect.isSuccess && <p ref={doneRef} tabIndex={-1} role="status" className="mt-2 text-brand-800">{t('orders.cash.done')}</p>}
      {error && <p ref={errorRef} tabIndex={-1} role="alert" className="mt-2 text-red-700">{error}</p>}
    </div>
  );
}
