import { formatRupees } from '#shared/money';
import type { VendorOrderLine } from '#shared/schemas/vendor-sales';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { VendorOrderStatus } from './vendor-order-status.tsx';

// Rows hold a 44 px View button, so every cell centres on it.
const td = tableStyles.td.replace('align-top', 'align-middle');
const COLUMNS = ['orderId', 'date', 'product', 'quantity', 'amount', 'status', 'buyer', 'city', 'actions'] as const;

export function OrderLinesTable({ lines, onView }: { lines: VendorOrderLine[]; onView: (line: VendorOrderLine) => void }) {
  const { t } = useTranslation('vendor-tabs');
  const { date } = useDateFormat();
  const label = (key: (typeof COLUMNS)[number]) => t(`orders.table.${key}`);
  return (
    <DataTable columns={COLUMNS} label={label} caption={t('orders.table.caption')} numeric={['quantity', 'amount'] as const} className="border border-stone-200">
      {lines.map((line) => (
        <tr key={line.lineId} className={tableStyles.row}>
          <td className={`${td} whitespace-nowrap font-mono`} data-label={label('orderId')}>{line.orderNumber}</td>
          <td className={`${td} whitespace-nowrap`} data-label={label('date')}>{date(line.orderDate)}</td>
          <td className={`${td} min-w-40 font-medium text-stone-900`} data-label={label('product')}>{line.productName}</td>
          <td className={`${td} text-right`} data-label={label('quantity')}>{line.quantity}</td>
          <td className={`${td} whitespace-nowrap text-right font-medium`} data-label={label('amount')}>{formatRupees(line.lineTotalPaise, { maxDecimals: 2 })}</td>
          <td className={td} data-label={label('status')}><VendorOrderStatus status={line.status} /></td>
          <td className={`${td} min-w-32`} data-label={label('buyer')}>{line.buyerName}</td>
          <td className={td} data-label={label('city')}>{line.shipCity}</td>
          <td className={td}>
            <button
              type="button"
              className="min-h-11 rounded-lg px-2 font-medium text-brand-800 underline-offset-2 hover:underline"
              onClick={() => onView(line)}
              aria-label={t('orders.viewNamed', { id: line.orderNumber })}
            >
              {t('orders.view')}
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
