import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { loadNamespaces } from '#client/i18n/index.ts';

// A seed's label, with its texts (seed-label): the server renders it into the page, and its code
// follows the first paint (the page is within a few hundred bytes of its 100 KB budget).
const SeedLabelBlock = lazy(() =>
  Promise.all([import('#client/features/catalog/components/seed-label.tsx'), loadNamespaces('seed-label')]).then(([m]) => ({ default: m.SeedLabelBlock })),
);
// What a packaged product's pack declares (docs/product-rules.md 38), with its texts (product-label), the same way.
const ProductLabelBlock = lazy(() =>
  Promise.all([import('#client/features/catalog/components/product-label.tsx'), loadNamespaces('product-label')]).then(([m]) => ({ default: m.ProductLabelBlock })),
);
// What it is for, and "How much for my land?" (docs/product-rules.md 41), with its texts (product-uses), the same way;
// its button adds the packs worked out, with the cart's code.
const ProductUsesBlock = lazy(() =>
  Promise.all([import('#client/features/catalog/components/product-uses.tsx'), loadNamespaces('product-uses')]).then(([m]) => ({ default: m.ProductUsesBlock })),
);
// Quantity prices and a business buyer's own (docs/product-rules.md 46), with their texts (price-tiers), the same way.
const PriceTiersBlock = lazy(() =>
  Promise.all([import('#client/features/catalog/components/price-tiers.tsx'), loadNamespaces('price-tiers')]).then(([m]) => ({ default: m.PriceTiersBlock })),
);
// A kit's parts and what it saves (docs/product-rules.md 48), with its texts (kits), the same way.
const KitPartsBlock = lazy(() =>
  Promise.all([import('#client/features/catalog/components/kit-parts.tsx'), loadNamespaces('kits')]).then(([m]) => ({ default: m.KitPartsBlock })),
);
// "Call me back" about this product (docs/product-rules.md 51), with its form and texts (call-back), after the first paint.
const CallBackOffer = lazy(() =>
  Promise.all([import('#client/features/call-back/components/call-back-offer.tsx'), loadNamespaces('call-back')]).then(([m]) => ({ default: m.CallBackOffer })),
);
// Who sells it, as the E-Commerce Rules ask (docs/product-rules.md 52), with its texts (seller), the same way.
const SellerBlock = lazy(() =>
  Promise.all([import('#client/features/catalog/components/seller.tsx'), loadNamespaces('seller')]).then(([m]) => ({ default: m.SellerBlock })),
);
const AddPacksButton = lazy(() => import('#client/features/cart/components/add-packs-button.tsx').then((m) => ({ default: m.AddPacksButton })));
// Add to Cart (with the cart's code) follows the first paint too, as on the catalogue's cards: the
// server renders it as a form the server takes, which works while its code travels (decision 43).
const AddToCartButton = lazy(() => import('#client/features/cart/components/add-to-cart-button.tsx').then((m) => ({ default: m.AddToCartButton })));
import { Link, useParams } from '#client/lib/router.tsx';
import { LOW_STOCK_THRESHOLD } from '#shared/catalog';
import { formatRupees } from '#shared/money';
import { hasErrorCode } from '#client/lib/api-client.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { ArrowLeftIcon, RefreshIcon } from '#client/components/ui/icons.tsx';
import { CheckIcon, ShieldIcon, StarIcon, TruckIcon } from '#client/components/ui/page-icons.tsx';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles, containerStyles } from '#client/components/ui/styles.ts';
import { useProduct } from '#client/features/catalog/api/get-product.ts';
import { useBuyerPrice } from '#client/features/catalog/api/buyer-prices.ts';
import { ProductImage } from '#client/features/catalog/components/product-image.tsx';
import { StockFlag } from '#client/features/catalog/components/stock-flag.tsx';
import { packText } from '#client/features/catalog/components/pack-text.ts';
import type { AddResult } from '#client/features/cart/api/cart-actions.ts';
import { DeliveryCheckButton } from '#client/features/delivery/components/delivery-check-button.tsx';
import { ReviewsSection } from '#client/features/reviews/components/reviews-section.tsx';

const ASSURANCES = [
  { key: 'quality', Icon: ShieldIcon },
  { key: 'delivery', Icon: TruckIcon },
  { key: 'returns', Icon: RefreshIcon },
] as const;

const ADD_PROBLEMS = { 'at-stock-limit': 'detail.atStockLimit', 'out-of-stock': 'detail.soldOutNow', failed: 'detail.addFailed' } as const;

export default function ProductDetailPage() {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  const { id = '' } = useParams();
  const product = useProduct(id);
  // A dealer's or an FPO's own price for one unit (docs/product-rules.md 46); everyone else's, the page's.
  const ownPrice = useBuyerPrice(product.data ? [product.data] : []);
  useDocumentTitle(product.data?.name);
  const [lastAdd, setLastAdd] = useState<AddResult | null>(null);

  const backLink = (
    <Link to="/products" className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 hover:underline">
      <ArrowLeftIcon className="size-5" />
      {t('detail.back')}
    </Link>
  );

  if (product.isPending) return <LoadingState className="min-h-[60vh]" />;
  if (product.isError) {
    if (hasErrorCode(product.error, 'not_found')) {
      return (
        <div className={`${containerStyles} py-20 text-center`}>
          <h1 className="text-3xl font-bold">{t('detail.notFoundTitle')}</h1>
          <p className="mt-3 text-stone-700">{t('detail.notFoundText')}</p>
          <Link to="/products" className={`${buttonStyles.primary} mt-6`}>{t('detail.notFoundBack')}</Link>
        </div>
      );
    }
    return (
      <div className={`${containerStyles} py-16`}>
        <ErrorState error={product.error} onRetry={() => void product.refetch()} />
      </div>
    );
  }

  const p = product.data;
  const average = p.rating?.average ?? null;
  const pack = packText(t, p);
  return (
    <div className={`${containerStyles} py-8`}>
      {backLink}
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <ProductImage src={p.imageUrl} alt={p.name} eager sizes="(min-width:1024px) 50vw,100vw" className="rounded-2xl border border-stone-200" />
        <div>
          <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold uppercase tracking-wide text-brand-800">
            {tc(`categories.${p.category}`)}
          </span>
          <h1 className="mt-3 text-3xl font-bold">{p.name}</h1>
          {/* The vendor, or the shop itself, as on the cards (docs/product-rules.md 34). */}
          <p className="mt-1 text-stone-700" data-testid="sold-by">{t('detail.soldBy', { name: p.soldBy ?? tc('brand.name') })}</p>
          {/* The real average and count of its visible reviews, never a made-up figure (docs/product-rules.md 33, docs/decisions/0027). */}
          <p className="mt-2 flex items-center gap-2 text-stone-700" data-testid="product-rating">
            {average !== null ? (
              <>
                <span className="flex text-amber-500" aria-hidden="true">
                  {Array.from({ length: 5 }, (_, i) => <StarIcon key={i} className={`size-5 ${i < Math.round(average) ? 'fill-current' : ''}`} />)}
                </span>
                <span><span className="sr-only">{t('detail.ratingLabel')} </span>{t('detail.rating', { average: average.toFixed(1) })} {t('detail.ratingCount', { count: p.rating?.count ?? 0 })}</span>
              </>
            ) : (
              t('detail.noReviews')
            )}
          </p>
          <p className="mt-4 text-3xl font-bold text-brand-800">
            <span className="sr-only">{t('product.price')} </span>
            {formatRupees(ownPrice(p))}
            {/* "₹450 · 1 kg pack": what the price buys (docs/product-rules.md 34). */}
            {pack && <span className="text-lg font-medium text-stone-700"> · {pack}</span>}
          </p>
          <Suspense fallback={null}>
            <PriceTiersBlock product={p} />
          </Suspense>
          <p className="mt-2 flex flex-wrap items-center gap-3">
            <StockFlag inStock={p.inStock} />
            {p.inStock && p.stock <= LOW_STOCK_THRESHOLD && <span className="text-sm text-amber-800">{t('detail.onlyLeft', { count: p.stock })}</span>}
          </p>

          <h2 className="mt-6 text-lg font-semibold">{t('detail.description')}</h2>
          <p className="mt-1 leading-relaxed text-stone-800">{p.description}</p>

          {p.features.length > 0 && (
            <>
              <h2 className="mt-6 text-lg font-semibold">{t('detail.keyFeatures')}</h2>
              <ul className="mt-2 space-y-2">
                {p.features.map((f) => (
                  <li key={f} className="flex items-start gap-2">
                    <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
            </>
          )}

          {p.kit && <Suspense fallback={null}><KitPartsBlock kit={p.kit} /></Suspense>}
          {p.label && <Suspense fallback={null}><ProductLabelBlock label={p.label} product={p} seedValidUntil={p.seedLabel?.validUntil} /></Suspense>}
          {p.seedLabel && <Suspense fallback={null}><SeedLabelBlock label={p.seedLabel} /></Suspense>}
          {p.seller && <Suspense fallback={null}><SellerBlock seller={p.seller} shopName={tc('brand.name')} /></Suspense>}
          <Suspense fallback={null}>
            <ProductUsesBlock productId={p.id} addPacks={(packs, label) => <AddPacksButton product={p} packs={packs} label={label} onResult={setLastAdd} />} />
          </Suspense>

          {/* Below 640 px the picker and Add to Cart leave this row for a bar at the bottom of the screen (docs/product-rules.md 34). */}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
            <Suspense fallback={null}>
              <AddToCartButton product={p} onResult={setLastAdd} />
            </Suspense>
            <Link to="/cart" className={buttonStyles.secondary}>{t('cart.viewCart')}</Link>
          </div>
          {lastAdd && lastAdd !== 'added' && (
            <p role="status" className="mt-3 text-amber-800">{t(ADD_PROBLEMS[lastAdd])}</p>
          )}
          {/* Whether and when it reaches the farmer's village, before paying (docs/product-rules.md 29): the rest loads on a tap. */}
          <DeliveryCheckButton label={t('detail.checkDelivery')} />
          <Suspense fallback={null}><CallBackOffer productId={p.id} /></Suspense>

          <ul className="mt-8 grid gap-4 border-t border-stone-200 pt-6 sm:grid-cols-3">
            {ASSURANCES.map(({ key, Icon }) => (
              <li key={key} className="flex gap-3">
                <Icon className="size-6 shrink-0 text-brand-700" />
                <div>
                  <p className="font-semibold">{t(`detail.assurances.${key}.title`)}</p>
                  <p className="text-sm text-stone-700">{t(`detail.assurances.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {/* Buyers' reviews and the form to write one (docs/product-rules.md 33): their own chunk, loaded on the way there. */}
      <ReviewsSection productId={p.id} title={t('detail.reviews')} showLabel={t('detail.showReviews')} onChange={() => void product.refetch()} />
    </div>
  );
}
