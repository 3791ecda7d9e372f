import '#client/i18n/on-demand/price-tiers.ts';
import { useId } from 'react';
import { formatRupees } from '#shared/money';
import { priceLadder, type PriceRow } from '#shared/price-lists';
import type { StoreProduct } from '#shared/schemas/catalog';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useBuyerPrices } from '#client/features/catalog/api/buyer-prices.ts';

/**
 * A product's quantity prices on its page (docs/product-rules.md 46): "10 or more: ₹2,300 each"
 * for everyone, rendered by the server; a dealer's, an FPO's or an institution's own price and
 * steps once its session is known. The same ladder the cart prices by (src/shared/price-lists.ts).
 */
export function PriceTiersBlock({ product }: { product: Pick<StoreProduct, 'id' | 'pricePaise' | 'priceTiers'> }) {
  const { t } = useTranslation('price-tiers');
  const id = useId();
  const { group, of } = useBuyerPrices([product.id]);
  const rows: PriceRow[] = [...(product.priceTiers ?? []).map((r) => ({ group: 'retail' as const, ...r })), ...(of(product.id)?.rows ?? [])];
  const [first, ...more] = priceLadder(product.pricePaise, rows, group);
  const own = first && first.pricePaise < product.pricePaise && group !== 'retail' ? first : undefined;
  if (!own && more.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-3 rounded-lg bg-brand-50 p-3 text-brand-950" data-testid="price-tiers">
      <h2 id={`${id}-title`} className="font-semibold">{own ? t('own', { group: t(`groups.${group}`), price: formatRupees(own.pricePaise) }) : t('title')}</h2>
      {more.length > 0 && (
        <ul className="mt-1 space-y-0.5">
          {more.map((r) => <li key={r.minQuantity}>{t('from', { count: r.minQuantity, price: formatRupees(r.pricePaise) })}</li>)}
        </ul>
      )}
    </section>
  );
}
