import { formatRupees } from '#shared/money';
import { totalItems, useCart } from '#client/lib/cart.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { CartLines } from './cart-lines.tsx';
import '#client/i18n/on-demand/addresses.ts';

/**
 * The order at a glance right above Place Order, on a phone only (docs/product-rules.md 32): the page's summary
 * sits below the form there, so the items and the total are seen before the order is placed.
 */
export function OrderGlance({ totalPaise }: { totalPaise: number }) {
  const { t } = useTranslation('addresses');
  const items = useCart().data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <details open className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:hidden" data-testid="order-glance">
      <summary className="cursor-pointer font-semibold">
        {t('checkout.summary', { count: totalItems(items), total: formatRupees(totalPaise) })}
        <span className="block text-sm font-normal text-stone-600">{t('checkout.summaryHint')}</span>
      </summary>
      <CartLines items={items} className="mt-3 space-y-1" />
    </details>
  );
}
