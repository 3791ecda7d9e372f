import { formatRupees } from '#shared/money';
import type { PackingOrder } from '#shared/schemas/packing';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';
import { intlLocale, useDateFormat } from '#client/lib/use-date-format.ts';
import { packingSlipUrl } from '#client/features/admin-packing/api/packing.ts';
import { lotsText, nameIn, packText } from './pack-text.ts';

const COLUMNS = ['order', 'shipTo', 'lines', 'payment', 'parcel', 'actions'] as const;

/** The orders to pack at a place, oldest first: a table on a wide screen, a card each on a phone (DataTable). */
export function PackingOrders({ orders, location }: { orders: PackingOrder[]; location: string }) {
  const { t, language } = useTranslation('admin-packing');
  const { dateTime, count } = useDateFormat();
  const label = (c: (typeof COLUMNS)[number]) => t(`columns.${c}`);
  const kg = (grams: number) => (grams / 1000).toLocaleString(intlLocale(language), { maximumFractionDigits: 2 });
  return (
    <DataTable columns={COLUMNS} label={label} labelledBy="packing-orders">
      {orders.map((o) => (
        <tr key={o.id} className={tableStyles.row} data-testid="packing-order">
          <td className={tableStyles.td}>
            <span className="font-mono font-semibold text-stone-900">{o.number}</span>
            <p className="mt-1 text-xs text-stone-600">{t('placed', { date: dateTime(o.placedAt) })}</p>
            <p className="mt-1 text-xs text-stone-600">{t(`status.${o.status}`)}</p>
          </td>
          <td className={tableStyles.td} data-label={label('shipTo')}>
            <span className="font-medium">{o.buyerName}</span>
            <p className="text-stone-700">{o.city}, {o.state} {o.pincode}</p>
          </td>
          <td className={tableStyles.td} data-label={label('lines')}>
            <ul className="space-y-1.5">
              {o.lines.map((l, i) => (
                <li key={`${l.productId}-${i}`}>
                  <span className="font-medium">{t('quantity', { quantity: count(l.quantity) })}</span> {nameIn(l, language)}
                  {packText(t, l) && <span className="text-stone-600"> · {packText(t, l)}</span>}
                  {l.kitName && <p className="text-xs text-stone-600">{t('kit', { kit: l.kitName })}</p>}
                  {l.lots.length > 0 && <p className="font-mono text-xs break-all text-stone-700">{t('lots', { lots: lotsText(l.lots) })}</p>}
                </li>
              ))}
            </ul>
          </td>
          <td className={tableStyles.td} data-label={label('payment')}>
            {o.codAmountPaise !== null ? (
              <span className="inline-block rounded-md bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900">{t('cod', { amount: formatRupees(o.codAmountPaise, { maxDecimals: 2 }) })}</span>
            ) : (
              <span>{t(o.paymentMethod === 'cod' ? 'codCollected' : 'prepaid')}</span>
            )}
          </td>
          <td className={tableStyles.td} data-label={label('parcel')}>
            <p>{o.parcel.weightGrams !== null ? t('weight', { kg: kg(o.parcel.weightGrams) }) : t('noWeight')}</p>
            <p className="text-stone-700">{o.parcel.box ? t('box', { length: o.parcel.box.lengthCm, breadth: o.parcel.box.breadthCm, height: o.parcel.box.heightCm }) : t('noBox')}</p>
          </td>
          <td className={tableStyles.td}>
            <div className="flex flex-wrap gap-2 whitespace-nowrap">
              <a className={buttonStyles.secondary} href={packingSlipUrl(o.id, location)} target="_blank" rel="noopener" aria-label={t('slipOf', { number: o.number })}>
                {t('slip')}
              </a>
              <Link className={buttonStyles.secondary} to={`/admin/orders/${encodeURIComponent(o.id)}`} aria-label={t('openOrderOf', { number: o.number })}>
                {t('openOrder')}
              </Link>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
