import { Link } from '#client/lib/router.tsx';
import { formatRupees } from '#shared/money';
import type { AdminRecentOrder } from '#shared/schemas/admin-dashboard';
import { EmptyState } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { orderStatusPillClass } from '#client/components/ui/order-status-pill.ts';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { useDateFormat } from '#client/lib/use-date-format.ts';

const RECENT_COLUMNS = ['orderId', 'customer', 'date', 'total', 'status'] as const;

export function RecentOrdersTable({ orders, labelledBy }: { orders: AdminRecentOrder[]; labelledBy: string }) {
  const { t } = useTranslation('admin-dashboard');
  const { date } = useDateFormat();
  if (orders.length === 0) return <EmptyState message={t('recent.empty')} />;
  const label = (key: (typeof RECENT_COLUMNS)[number]) => t(`recent.${key}`);
  return (
    <DataTable columns={RECENT_COLUMNS} label={label} labelledBy={labelledBy}>
      {orders.map((o) => (
        <tr key={o.id} className={tableStyles.row}>
          <td className={tableStyles.td} data-label={label('orderId')}>
            <Link to={`/admin/orders/${encodeURIComponent(o.id)}`} className="font-mono font-medium text-brand-800 underline-offset-2 hover:underline" aria-label={t('recent.viewOrder', { id: o.number })}>
              {o.number}
            </Link>
          </td>
          <td className={tableStyles.td} data-label={label('customer')}>{o.customerName}</td>
          <td className={`${tableStyles.td} whitespace-nowrap`} data-label={label('date')}>{date(o.orderDate)}</td>
          <td className={`${tableStyles.td} whitespace-nowrap font-medium`} data-label={label('total')}>{formatRupees(o.totalPaise, { maxDecimals: 2 })}</td>
          <td className={tableStyles.td} data-label={label('status')}>
            {/* The customer's colours (docs/product-rules.md 16), with the admin's names for the statuses. */}
            <span className={`${orderStatusPillClass(o.status, 'sm')} whitespace-nowrap`}>{t(`status.${o.status}`)}</span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
