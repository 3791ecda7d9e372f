import type { ReactNode } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';
import { formatRupees } from '#shared/money';
import type { StoreProduct } from '#shared/schemas/catalog';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { ProductImage } from './product-image.tsx';
import { StockFlag } from './stock-flag.tsx';
import { packText } from './pack-text.ts';

/**
 * A product in a list. Below 640 px the catalogue shows two columns of compact cards (picture,
 * name, pack, price and `action`, the page's Add to Cart), so a phone sees four to six products a
 * screen; the category, seller, description and View Details join them from 640 px. The picture
 * and the name lead to the product's page at every width.
 */
export function ProductCard({ product, eagerImage = false, action }: { product: StoreProduct; eagerImage?: boolean; action?: ReactNode }) {
  const { t } = useTranslation();
  // Who sells it and the pack come from the catalogue's texts, which the pages with cards load.
  const tc = useTranslation('catalog').t;
  const pack = packText(tc, product);
  const compact = action !== undefined;
  const wide = compact ? 'max-sm:hidden' : '';
  return (
    <article className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md" data-testid="product-card">
      <Link to={`/product/${product.id}`} tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.imageUrl} alt="" eager={eagerImage} sizes={compact ? '(min-width:640px) 400px,50vw' : undefined} />
      </Link>
      <div className={`flex flex-1 flex-col gap-2 ${compact ? 'max-sm:gap-1 max-sm:p-2.5' : ''} p-4`}>
        <div className={`flex items-center justify-between gap-2 ${wide}`}>
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-brand-800">
            {t(`categories.${product.category}`)}
          </span>
          <StockFlag inStock={product.inStock} />
        </div>
        <h3 className={`text-lg font-semibold leading-snug text-stone-900 ${compact ? 'max-sm:line-clamp-3 max-sm:text-sm max-sm:break-words' : ''}`}>
          <Link to={`/product/${product.id}`} className="hover:underline">{product.name}</Link>
        </h3>
        {/* Who sells it: the vendor, or the shop itself (docs/product-rules.md 34). */}
        <p className={`text-sm text-stone-700 ${wide}`} data-testid="card-sold-by">{tc('detail.soldBy', { name: product.soldBy ?? t('brand.name') })}</p>
        <p className={`line-clamp-2 text-sm text-stone-700 ${wide}`}>{product.description}</p>
        <div className={`mt-auto flex items-center justify-between gap-3 pt-3 ${compact ? 'max-sm:flex-col max-sm:items-stretch max-sm:gap-2 max-sm:pt-1' : ''}`}>
          <p className={`text-xl font-bold text-brand-800 ${compact ? 'max-sm:text-base' : ''}`}>
            <span className="sr-only">{tc('product.price')} </span>
            {formatRupees(product.pricePaise)}
            {pack && <span className={`block text-sm font-medium text-stone-700 ${compact ? 'max-sm:text-xs' : ''}`}>{pack}</span>}
          </p>
          <Link to={`/product/${product.id}`} className={`${buttonStyles.primary} ${wide}`} aria-label={tc('product.viewDetailsOf', { name: product.name })}>
            {tc('product.viewDetails')}
          </Link>
          {compact && <div className="sm:hidden">{action}</div>}
        </div>
      </div>
    </article>
  );
}
