import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { useVendorOrderLines, VENDOR_ORDER_LINES_PAGE_SIZE } from '#client/features/vendor-portal/api/list-order-lines.ts';
import { OrderDetails } from './order-details.tsx';
import { OrderLinesTable } from './order-lines-table.tsx';
import { VendorReturns } from './vendor-returns.tsx';
// The staff's text namespaces (i18n/staff-loaders.ts), which this tab loads with it.
import '#client/i18n/staff-loaders.ts';

/** Orders: every order line holding the vendor's products, newest first; View opens one order's lines. */
export function OrdersTab() {
  const { t } = useTranslation('vendor-tabs');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const lines = useVendorOrderLines(page);
  const data = lines.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / VENDOR_ORDER_LINES_PAGE_SIZE)) : 1;
  return (
    <>
      <h2 className="text-2xl font-bold text-stone-900">{t('orders.title')}</h2>
      <p className="mb-4 text-stone-700">{t('orders.intro')}</p>
      <VendorReturns />
      {viewing && <OrderDetails key={viewing} orderId={viewing} onClose={() => setViewing(null)} />}
      {lines.isPending && <LoadingState />}
      {lines.isError && <ErrorState error={lines.error} onRetry={() => void lines.refetch()} />}
      {data && data.items.length === 0 && <EmptyState message={t('orders.empty')} />}
      {data && data.items.length > 0 && (
        <>
          <p className="mb-3 text-sm text-stone-600" aria-live="polite">{t('orders.count', { count: data.total })}</p>
          <OrderLinesTable lines={data.items} onView={(line) => setViewing(line.orderId)} />
          <Pagination page={page} pageCount={pageCount} onChange={setPage} />
        </>
      )}
    </>
  );
}
