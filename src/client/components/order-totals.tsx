import { useEffect } from 'react';
import { formatRate } from '#shared/gst';
import { formatRupees } from '#shared/money';
import type { TaxSplitRow } from '#shared/schemas/orders';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { loadNamespaces, registerNamespace } from '#client/i18n/index.ts';

export interface OrderTotalsProps {
  subtotalPaise: number;
  /** The sum of the lines' taxes, each line at its product's GST rate. */
  gstPaise: number;
  totalPaise: number;
  /**
   * What a kit, the offers and a coupon took off (docs/product-rules.md 43, 47, 48): one row, when
   * there is any, naming the coupon if one was used; the cart and checkout list the offers apart.
   */
  discountPaise?: number;
  couponCode?: string | null;
  totalItems?: number;
  /** Once the delivery state is known: CGST + SGST or IGST by rate (docs/product-rules.md 3). */
  taxSplit?: TaxSplitRow[];
  /** The delivery state's name in the page's language (useStateName): the cart, which has none, loads no state names. */
  placeOfSupply?: string | null;
}

// The coupon's texts are on demand (Marathi's storefront texts are at their budget): loaded only for a discount to
// show, which shows once they are there (never a key). Registered here, not through on-demand/coupons.ts, to keep
// the pages with totals, each near its budget, from one more chunk.
registerNamespace(import.meta.glob<Record<string, unknown>>('../i18n/locales/*/coupons.json', { import: 'default' }));
function useCouponTexts(discountPaise: number) {
  const { t, i18n, language } = useTranslation('coupons');
  useEffect(() => {
    if (discountPaise > 0) void loadNamespaces('coupons').catch(() => undefined);
  }, [discountPaise, language]);
  return discountPaise > 0 && i18n.hasResourceBundle(language, 'coupons') ? t : undefined;
}

/** A line's share of the coupon, where order lines are listed; nothing without one. */
export function LineDiscount({ discountPaise }: { discountPaise: number }) {
  const coupons = useCouponTexts(discountPaise);
  return coupons ? <span className="block whitespace-nowrap text-sm text-brand-800">{coupons('lineDiscount', { amount: formatRupees(discountPaise) })}</span> : null;
}

/**
 * Subtotal, the coupon's discount, GST (with its split when known), free shipping and the Total
 * Amount, as the cart, checkout and orders show them. The total is the server's own: subtotal - discount + GST.
 */
export function OrderTotals({ subtotalPaise, gstPaise, totalPaise, discountPaise = 0, couponCode, totalItems, taxSplit, placeOfSupply }: OrderTotalsProps) {
  const { t } = useTranslation('orders');
  const coupons = useCouponTexts(discountPaise);
  return (
    <dl className="space-y-2">
      {totalItems !== undefined && (
        <div className="flex justify-between"><dt>{t('totals.totalItems')}</dt><dd>{totalItems}</dd></div>
      )}
      <div className="flex justify-between"><dt>{t('totals.subtotal')}</dt><dd>{formatRupees(subtotalPaise)}</dd></div>
      {coupons && (
        <div className="flex justify-between gap-3 font-medium text-brand-800" data-testid="discount-row">
          <dt>{couponCode ? coupons('row', { code: couponCode }) : coupons('discount')}</dt>
          <dd className="whitespace-nowrap">−{formatRupees(discountPaise)}</dd>
        </div>
      )}
      <div className="flex justify-between"><dt>{t('totals.gst')}</dt><dd data-testid="gst-amount">{formatRupees(gstPaise)}</dd></div>
      {/* A description list allows only dt/dd groups in divs: the split's rows are such groups. */}
      {taxSplit?.map((row) => (
        <div key={`${row.kind}:${row.rateBp}`} className="flex justify-between border-l-2 border-stone-200 pl-3 text-sm text-stone-700" data-testid="tax-split">
          <dt>{t(`totals.${row.kind}`, { rate: formatRate(row.rateBp) })}</dt>
          <dd>{formatRupees(row.amountPaise)}</dd>
        </div>
      ))}
      {placeOfSupply && (
        <div className="text-sm text-stone-600">
          <dt className="sr-only">{t('totals.placeOfSupplyLabel')}</dt>
          <dd>{t('totals.placeOfSupply', { state: placeOfSupply })}</dd>
        </div>
      )}
      <div className="flex justify-between"><dt>{t('totals.shipping')}</dt><dd className="font-medium text-brand-800">{t('totals.free')}</dd></div>
      <div className="flex justify-between border-t border-stone-200 pt-3 text-lg font-bold">
        <dt>{t('totals.totalAmount')}</dt>
        <dd data-testid="total-amount">{formatRupees(totalPaise)}</dd>
      </div>
    </dl>
  );
}
