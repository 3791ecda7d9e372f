import type { PickListLine } from '#shared/schemas/packing';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { lotsText, nameIn, packText } from './pack-text.ts';

const COLUMNS = ['product', 'pack', 'quantity', 'lots', 'orders'] as const;

/** What to take off the shelves for the orders listed: each product and pack summed, with each seed lot's units. */
export function PickList({ lines }: { lines: PickListLine[] }) {
  const { t, language } = useTranslation('admin-packing');
  const { count } = useDateFormat();
  const label = (c: (typeof COLUMNS)[number]) => t(`pick.columns.${c}`);
  return (
    <DataTable columns={COLUMNS} label={label} labelledBy="packing-orders" numeric={['quantity', 'orders']}>
      {lines.map((l) => (
        <tr key={`${l.productId}-${l.packSize}-${l.packUnit}`} className={tableStyles.row} data-testid="pick-line">
          <td className={tableStyles.td}>
            <span className="font-medium">{nameIn(l, language)}</span>
          </td>
          <td className={tableStyles.td} data-label={label('pack')}>{packText(t, l) || '—'}</td>
          <td className={`${tableStyles.td} text-right font-semibold`} data-label={label('quantity')}>{count(l.quantity)}</td>
          <td className={tableStyles.td} data-label={label('lots')}>{l.lots.length ? <span className="font-mono text-xs break-all">{lotsText(l.lots)}</span> : '—'}</td>
          <td className={`${tableStyles.td} text-right`} data-label={label('orders')}>{count(l.orders)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
