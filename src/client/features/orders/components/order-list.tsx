import { Link } from '#client/lib/router.tsx';
import { formatRupees } from '#shared/money';
import { EmptyState, ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useLineName } from '#client/lib/line-name.ts';
import { useMyOrders } from '#client/features/orders/api/list-my-orders.ts';
import { OrderStatusBadge } from './order-status.tsx';
import { isPayable, PaymentStatusBadge, PayNow } from './payment-status.tsx';

/** My Orders: the signed-in customer's orders, newest first. */
export function OrderList() {
  const { t } = useTranslation('orders');
  const lineName = useLineName();
  const { date } = useDateFormat();
  const orders = useMyOrders();
  if (orders.isPending) return <LoadingState />;
  if (orders.isError) return <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />;
  if (orders.data.items.length === 0) {
    return (
      <EmptyState message={t('list.empty')}>
        <Link to="/products" className={buttonStyles.primary}>{t('list.startShopping')}</Link>
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-4">
      {orders.data.items.map((o) => (
        <li key={o.id} className="rounded-xl border border-stone-200 p-4" data-testid="order-row">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="text-sm text-stone-600">{t('list.orderId')}: <span className="font-mono" data-testid="order-number">{o.number}</span></p>
              <p className="text-sm text-stone-600">{t('list.placedOn')}: {date(o.orderDate)}</p>
            </div>
            {/* The order's progress and where its money stands, side by side (docs/product-rules.md 15). */}
            <div className="flex flex-wrap gap-2">
              <OrderStatusBadge status={o.status} />
              <PaymentStatusBadge status={o.paymentStatus} orderStatus={o.status} />
            </div>
          </div>
          <p className="mt-2 text-stone-800">{o.items.map((i) => `${lineName(i)} × ${i.quantity}`).join(', ')}</p>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <p className="text-lg font-bold">{formatRupees(o.totalPaise)}</p>
            <Link to={`/user/orders/${o.id}`} className={buttonStyles.secondary} aria-label={t('list.viewOrderLabel', { id: o.number })}>{t('list.viewOrder')}</Link>
          </div>
          {isPayable(o) && <div className="mt-3 border-t border-stone-200 pt-3"><PayNow order={o} again={o.paymentStatus === 'failed'} /></div>}
        </li>
      ))}
    </ul>
  );
}
