import { formatRupees } from '#shared/money';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** Subtotal, GST (18%), free shipping and the Total Amount, as the cart, checkout and orders show them. */
export function OrderTotals({ subtotalPaise, gstPaise, totalPaise, totalItems }: { subtotalPaise: number; gstPaise: number; totalPaise: number; totalItems?: number }) {
  const { t } = useTranslation('orders');
  return (
    <dl className="space-y-2">
      {totalItems !== undefined && (
        <div className="flex justify-between"><dt>{t('totals.totalItems')}</dt><dd>{totalItems}</dd></div>
      )}
      <div className="flex justify-between"><dt>{t('totals.subtotal')}</dt><dd>{formatRupees(subtotalPaise)}</dd></div>
      <div className="flex justify-between"><dt>{t('totals.gst')}</dt><dd>{formatRupees(gstPaise)}</dd></div>
      <div className="flex justify-between"><dt>{t('totals.shipping')}</dt><dd className="font-medium text-brand-800">{t('totals.free')}</dd></div>
      <div className="flex justify-between border-t border-stone-200 pt-3 text-lg font-bold">
        <dt>{t('totals.totalAmount')}</dt>
        <dd data-testid="total-amount">{formatRupees(totalPaise)}</dd>
      </div>
    </dl>
  );
}
