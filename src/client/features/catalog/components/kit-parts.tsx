import type { StoreKit } from '#shared/schemas/catalog';
import { formatRupees } from '#shared/money';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';
import '#client/i18n/on-demand/kits.ts';

/**
 * A kit's page (docs/product-rules.md 48): the products it holds, named in the page's language,
 * how many of each, each linking to its own page, and what the kit saves against buying them alone.
 */
export function KitPartsBlock({ kit }: { kit: StoreKit }) {
  const { t } = useTranslation('kits');
  return (
    <section aria-labelledby="kit-parts" className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-4" data-testid="kit-parts">
      <h2 id="kit-parts" className="text-lg font-semibold">{t('title')}</h2>
      <ul className="mt-2 space-y-1">
        {kit.parts.map((p) => (
          <li key={p.productId}>
            <Link to={`/product/${p.productId}`} className="text-brand-800 underline hover:no-underline">{t('part', { quantity: p.quantity, name: p.name })}</Link>
          </li>
        ))}
      </ul>
      {kit.savingPaise > 0 && <p className="mt-3 font-semibold text-green-800">{t('save', { amount: formatRupees(kit.savingPaise) })}</p>}
    </section>
  );
}
