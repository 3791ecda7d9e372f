import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';
import { formatRupees } from '#shared/money';
import type { CropStage } from '#shared/crop-calendar';
import { useCropProducts } from '#client/features/crops/api/get-crop-products.ts';

/**
 * What to buy at a stage: the products in the shop for it, each with its dose and a link to its
 * page, where "How much for my land?" works out the packs (docs/product-rules.md 41). In stock
 * first; a sold-out one says so rather than vanishing.
 */
export function StageProducts({ crop, stage }: { crop: string; stage: CropStage }) {
  const { t } = useTranslation('crops');
  const products = (useCropProducts(crop).data?.items ?? []).filter((p) => p.stage === stage);
  if (products.length === 0) return null;
  const ordered = [...products].sort((a, b) => Number(b.product.inStock) - Number(a.product.inStock));
  return (
    <>
      <h4 className="mt-3 font-semibold">{t('detail.buy')}</h4>
      <ul className="mt-1 space-y-2">
        {ordered.map((p) => (
          <li key={p.useId} className="rounded-lg border border-stone-200 bg-white p-3">
            <Link to={`/product/${encodeURIComponent(p.product.id)}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
              {p.product.name}
            </Link>
            <p className="text-stone-800">
              {t(`detail.dose.${p.dose.basis}`, { amount: Number(p.dose.amount.toFixed(2)), unit: t(`detail.units.${p.dose.unit}`) })} · {formatRupees(p.product.pricePaise)}
            </p>
            {!p.product.inStock && <p className="text-sm text-amber-900">{t('detail.soldOut')}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
