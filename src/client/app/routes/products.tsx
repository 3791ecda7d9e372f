import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { loadNamespaces } from '#client/i18n/index.ts';
import { FACET_NAMES, type FacetName } from '#shared/catalog-facets';
import { useLocation } from '#client/lib/router.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { MAX_SEARCH_LENGTH, PRODUCT_SORTS, defaultSortOf, type ProductSort } from '#shared/catalog';
import { SearchIcon } from '#client/components/ui/icons.tsx';
import { EmptyState, ErrorState } from '#client/components/ui/states.tsx';
import { buttonStyles, containerStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useProducts } from '#client/features/catalog/api/list-products.ts';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { ProductCard } from '#client/features/catalog/components/product-card.tsx';
import { ProductGridSkeleton } from '#client/features/catalog/components/product-grid-skeleton.tsx';
import { storeProductsQuery } from '#client/features/catalog/products-query.ts';
import { parseQuery, useListQuery } from '#client/lib/use-list-query.ts';
import { useBuyerPrice } from '#client/features/catalog/api/buyer-prices.ts';

// The cards' Add to Cart (and the cart's code) follow the list's first paint; the server's HTML has them at once.
// The filters' panel and its texts (their own namespace: the storefront's first-load texts are at
// their budget); the server renders it with the page, counts included (docs/product-rules.md 40).
const FacetPanel = lazy(() =>
  Promise.all([import('#client/features/catalog/components/facet-panel.tsx'), loadNamespaces('catalog-filters')]).then(([m]) => ({ default: m.FacetPanel })),
);
const CardAddButton = lazy(() => import('#client/features/cart/components/card-add-button.tsx').then((m) => ({ default: m.CardAddButton })));

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'list.sortRelevance',
  name: 'list.sortName',
  'price-low': 'list.sortPriceLow',
  'price-high': 'list.sortPriceHigh',
};

/** The catalogue; search, filters, sort and page live in the URL so links and reloads keep them. */
export default function ProductsPage() {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  const ids = { search: useId(), sort: useId(), form: useId() };
  const [query, setQuery] = useListQuery(storeProductsQuery);
  const { search: address } = useLocation();
  /**
   * This address changed by `edit`, as a link: without ?lang= (the cookie keeps the language) and
   * sorted: the server renders the page once for every order of its parameters (page-cache.ts),
   * and hydration must find the same links.
   */
  const hrefWith = (edit: (params: URLSearchParams) => void) => {
    const params = new URLSearchParams(address);
    params.delete('lang');
    edit(params);
    params.sort();
    return params.size ? `/products?${params}` : '/products';
  };
  /** Another page of the same list: a link, so paging works without JavaScript too. */
  const pageHref = (page: number) => hrefWith((params) => (page > 1 ? params.set('page', String(page)) : params.delete('page')));
  const { q = '' } = query;
  /** The address with the search and order but no filter ("Clear all" as a link). */
  const clearHref = hrefWith((params) => {
    for (const name of [...FACET_NAMES, 'page']) params.delete(name);
    if (!params.get('q')) params.delete('q');
  });
  const noFilters = Object.fromEntries(FACET_NAMES.map((name) => [name, undefined])) as Record<FacetName, undefined>;
  // A search is ordered by relevance unless another order is chosen; relevance without a search
  // is not offered (it would be the order by name).
  const sort = query.sort ?? defaultSortOf(q);
  const sortOptions = PRODUCT_SORTS.filter((s) => s !== 'relevance' || q);
  // A new search replaces the history entry, so Back leaves the catalogue instead of undoing letters.
  const search = (text: string) => setQuery({ q: text.trim() || undefined }, { replace: true });

  // The box updates as the farmer types; the URL (and the request) follows after a short pause.
  const [searchText, setSearchText] = useState(q);
  useEffect(() => setSearchText(q), [q]);

  // On a slow phone the server's page can be used before its JavaScript has run: what the farmer
  // typed or chose meanwhile is in the form, not yet in React. Taken over once, when it runs.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!form.current) return;
    const sent = new FormData(form.current);
    const typed = String(sent.get('q') ?? '');
    if (typed.trim() !== q) setSearchText(typed);
    const chosen = { sort: String(sent.get('sort') ?? sort) };
    if (chosen.sort !== sort) setQuery({ sort: chosen.sort as ProductSort }, { replace: true });
    // The filters ticked meanwhile (their boxes belong to this form: facet-panel.tsx).
    const ticked = Object.fromEntries(FACET_NAMES.map((name) => [name, parseQuery(storeProductsQuery, new URLSearchParams(sent.getAll(name).map((v) => [name, String(v)])))[name]]));
    const panelShown = FACET_NAMES.some((name) => form.current!.elements.namedItem(name));
    if (panelShown && FACET_NAMES.some((name) => JSON.stringify(ticked[name]) !== JSON.stringify(query[name]))) setQuery(ticked, { replace: true });
    // Only the first render's form: later changes go through the handlers.
  }, []);
  useEffect(() => {
    if (searchText.trim() === q) return;
    const timer = setTimeout(() => search(searchText), 300);
    return () => clearTimeout(timer);
  });

  const products = useProducts(query);
  // A dealer's or an FPO's cards show its own price (docs/product-rules.md 46); everyone else's, the page's.
  const ownPrice = useBuyerPrice(products.data?.items ?? []);
  const clearFilters = () => {
    setSearchText('');
    setQuery({ q: undefined, ...noFilters, sort: undefined });
  };

  return (
    <div className={`${containerStyles} py-10`}>
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold">{t('list.title')}</h1>
        <p className="mt-2 text-stone-700">{t('list.subtitle')}</p>
      </header>

      <form ref={form} id={ids.form} role="search" action="/products" className="mb-6 grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr] md:gap-4" onSubmit={(e) => {
        e.preventDefault();
        search(searchText);
      }}>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={ids.search} className={labelStyles}>{t('list.searchLabel')}</label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-500" />
            <input
              id={ids.search}
              name="q"
              type="search"
              value={searchText}
              maxLength={MAX_SEARCH_LENGTH}
              placeholder={t('list.searchPlaceholder')}
              onChange={(e) => setSearchText(e.target.value)}
              className={`${inputStyles} pl-10`}
            />
          </div>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={ids.sort} className={labelStyles}>{t('list.sortLabel')}</label>
          <select
            id={ids.sort}
            name="sort"
            value={sort}
            onChange={(e) => setQuery({ sort: e.target.value as ProductSort })}
            className={inputStyles}
          >
            {sortOptions.map((s) => (
              <option key={s} value={s}>{t(SORT_LABELS[s])}</option>
            ))}
          </select>
        </div>
        {/* Without JavaScript the choices apply when the form is sent (a GET to this address). */}
        <button type="submit" className={`${buttonStyles.primary} no-js-only col-span-2`}>
          {t('list.apply')}
        </button>
      </form>

      {/* A side column of filters on a wide screen; on a phone the "Filters (N)" sheet above the results. */}
      <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-6">
        <div className="mb-4 lg:mb-0">
          {products.data && (
            <Suspense fallback={null}>
              <FacetPanel
                facets={products.data.facets}
                chosen={{ ...query, stock: query.stock ? [query.stock] : undefined }}
                formId={ids.form}
                // "In stock" is one value, the others a list (products-query.ts).
                onChange={(name, values) => setQuery({ [name]: name === 'stock' ? values.at(-1) : values.length ? values : undefined })}
                clearHref={clearHref}
                onClear={() => setQuery(noFilters)}
              />
            </Suspense>
          )}
        </div>
        <div>
          {products.isPending ? (
            <ProductGridSkeleton count={6} />
          ) : products.isError ? (
            <ErrorState error={products.error} onRetry={() => void products.refetch()} />
          ) : (
            <>
              {/* The results' heading: the product cards' names are h3 under it. */}
              <h2 className="mb-4 text-base font-normal text-stone-700" aria-live="polite" data-testid="product-count">
                {t(products.data.totalIsCapped ? 'list.showingCapped' : 'list.showing', {
                  shown: products.data.total,
                  total: products.data.catalogueTotal,
                })}
              </h2>
              {products.data.items.length === 0 ? (
                <EmptyState message={t('list.noMatches')}>
                  <button type="button" onClick={clearFilters} className={`${buttonStyles.primary} js-only`}>
                    {t('list.clearFilters')}
                  </button>
                  <a href="/products" className={`${buttonStyles.primary} no-js-only`}>
                    {t('list.clearFilters')}
                  </a>
                </EmptyState>
              ) : (
                // Two columns of compact cards on a phone, each with its Add to Cart (17 products in a few screens).
                <div className={`grid grid-cols-2 gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 ${products.isPlaceholderData ? 'opacity-60' : ''}`}>
                  {products.data.items.map((p, i) => (
                    <ProductCard key={p.id} product={{ ...p, pricePaise: ownPrice(p) }} eagerImage={i < 4} action={<Suspense fallback={null}><CardAddButton product={p} label={`${t('cart.addToCart')}: ${p.name}`} /></Suspense>} />
                  ))}
                </div>
              )}
              <Pagination
                page={products.data.page}
                pageCount={products.data.pageCount}
                hrefFor={pageHref}
                // The link has changed the address (and so the page); a new page starts at the top.
                onChange={() => window.scrollTo({ top: 0 })}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
