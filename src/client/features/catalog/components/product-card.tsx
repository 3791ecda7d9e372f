import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';
import { formatRupees } from '#shared/money';
import type { StoreProduct } from '#shared/schemas/catalog';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { ProductImage } from './product-image.tsx';
import { StockFlag } from './stock-flag.tsx';
import { packText } from './pack-text.ts';

export function ProductCard({ product, eagerImage = false }: { product: StoreProduct; eagerImage?: boolean }) {
  const { t } = useTranslation();
  // Who sells it and the pack come from the catalogue's texts, which the pages with cards load.
  const tc = useTranslation('catalog').t;
  const pack = packText(tc, product);
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md" data-testid="product-card">
      <ProductImage src={product.imageUrl} alt={product.name} eager={eagerImage} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-brand-800">
            {t(`categories.${product.category}`)}
          </span>
          <StockFlag inStock={product.inStock} />
        </div>
        <h3 className="text-lg font-semibold leading-snug text-stone-900">{product.name}</h3>
        {/* Who sells it: the vendor, or the shop itself (issue 17). */}
        <p className="text-sm text-stone-700" data-testid="card-sold-by">{tc('detail.soldBy', { name: product.soldBy ?? t('brand.name') })}</p>
        <p className="line-clamp-2 text-sm text-stone-700">{product.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <p className="text-xl font-bold text-brand-800">
            <span className="sr-only">{t('product.price')} </span>
            {formatRupees(product.pricePaise)}
            {pack && <span className="block text-sm font-medium text-stone-700">{pack}</span>}
          </p>
          <Link to={`/product/${product.id}`} className={buttonStyles.primary} aria-label={t('product.viewDetailsOf', { name: product.name })}>
            {t('product.viewDetails')}
          </Link>
        </div>
      </div>
    </article>
  );
}
