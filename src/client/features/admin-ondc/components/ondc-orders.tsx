import { Link } from '#client/lib/router.tsx';
import { formatRupees } from '#shared/money';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { EmptyState, ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useMay } from '#client/lib/staff-access.ts';
import { useOndcOrdersByApp } from '../api/ondc.ts';
import { useIndiaTime } from './india-time.ts';

const COLUMNS = ['buyerApp', 'orders', 'open', 'delivered', 'cancelled', 'value', 'latest'] as const;
const NUMERIC = ['orders', 'open', 'delivered', 'cancelled', 'value'] as const;

/**
 * The orders each ONDC buyer app placed with the shop (docs/product-rules.md 62): how many, how
 * many are still open, delivered and cancelled, what those not cancelled are worth, and when the
 * latest came; with the way to Orders filtered to ONDC for whoever may read orders. Below 640 px
 * each app is a card (DataTable).
 */
export function OndcOrders() {
  const { t } = useTranslation('admin-ondc');
  const { count } = useDateFormat();
  const time = useIndiaTime();
  const may = useMay();
  const orders = useOndcOrdersByApp();
  const label = (c: (typeof COLUMNS)[number]) => t(`orders.columns.${c}`);
  const apps = orders.data?.apps;
  return (
    <section aria-labelledby="ondc-orders-title">
      <h2 id="ondc-orders-title" className="mb-1 text-xl font-bold text-stone-900">{t('orders.title')}</h2>
      <p className="mb-3 text-sm text-stone-700">{t('orders.intro')}</p>
      {orders.isPending ? (
        <LoadingState />
      ) : orders.isError ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
      ) : !apps?.length ? (
        <EmptyState message={t('orders.empty')} />
      ) : (
        <>
          <DataTable columns={COLUMNS} label={label} labelledBy="ondc-orders-title" numeric={NUMERIC}>
            {apps.map((a) => (
              <tr key={a.buyerApp} className={tableStyles.row}>
                <td className={`${tableStyles.td} break-all font-medium`} data-label={label('buyerApp')}>{a.buyerApp}</td>
                <td className={`${tableStyles.td} text-right`} data-label={label('orders')}>{count(a.orders)}</td>
                <td className={`${tableStyles.td} text-right`} data-label={label('open')}>{count(a.open)}</td>
                <td className={`${tableStyles.td} text-right`} data-label={label('delivered')}>{count(a.delivered)}</td>
                <td className={`${tableStyles.td} text-right`} data-label={label('cancelled')}>{count(a.cancelled)}</td>
                <td className={`${tableStyles.td} whitespace-nowrap text-right`} data-label={label('value')}>{formatRupees(a.valuePaise, { maxDecimals: 2 })}</td>
                <td className={`${tableStyles.td} whitespace-nowrap`} data-label={label('latest')}><time dateTime={a.latestOrderAt}>{time(a.latestOrderAt)}</time></td>
              </tr>
            ))}
          </DataTable>
          {may('orders.read') && (
            <p className="mt-3">
              <Link to="/admin/orders?placedThrough=ondc" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">{t('orders.seeAll')}</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
