// The server's way into the client: renders a storefront page to HTML with the data it shows
// (docs/decisions/0016-server-rendering.md). Built by `vite build --ssr` into dist/ssr and
// loaded by the server (src/server/http/page-renderer.ts); never part of the browser's bundle.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type FetchQueryOptions } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from '#client/lib/router.tsx';
import { appRoutes, AppRoutes, type RouteHandle } from '#client/app/router.tsx';
import { cropHead, privateHead, productHead, type PageHead } from '#client/app/page-head.ts';
import { toWire } from '#client/app/ssr-state.ts';
import { categoriesQueryOptions } from '#client/features/catalog/api/list-categories.ts';
import { featuredProductsQueryOptions } from '#client/features/catalog/api/list-featured-products.ts';
import { productsQueryOptions } from '#client/features/catalog/api/list-products.ts';
import { productQueryOptions } from '#client/features/catalog/api/get-product.ts';
import { productUsesQueryOptions } from '#client/features/catalog/api/get-product-uses.ts';
import { storeProductsQuery } from '#client/features/catalog/products-query.ts';
import { cropsQueryOptions } from '#client/features/crops/api/list-crops.ts';
import { cropQueryFromSearch, cropQueryOptions } from '#client/features/crops/api/get-crop.ts';
import { cropProductsQueryOptions } from '#client/features/crops/api/get-crop-products.ts';
import { farmQueryOptions } from '#client/features/farm/api/get-farm.ts';
import { orderConsentQueryOptions } from '#client/features/order-consent/api/get-order-consent.ts';
import { i18n, loadEveryLanguage } from '#client/i18n/index.ts';
// The staff's text namespaces (i18n/staff-loaders.ts): listed only where staff pages are.
import '#client/i18n/staff-loaders.ts';
// The texts of what a farmer opens on demand: the server renders them too (i18n/index.ts).
import.meta.glob('./i18n/on-demand/*.ts', { eager: true });
import { RenderLanguage } from '#client/i18n/use-translation.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '#shared/languages';
import { hasErrorCode, setApiTransport, type ApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { loadQueryCore, QueryClientProvider } from '#client/lib/query.ts';
import { parseQuery } from '#client/lib/use-list-query.ts';
import { cartQueryOptions } from '#client/lib/cart.ts';
import { paymentMethodsQueryOptions } from '#client/features/checkout/api/get-payment-methods.ts';
import { sessionQueryOptions } from '#client/lib/session.ts';
import { siteSettingsQueryOptions } from '#client/lib/site-settings.ts';

export interface RenderedPage {
  status: 200 | 404;
  /** The app's HTML, for inside <div id="root">. */
  html: string;
  /** The query cache it was rendered from, for the SSR_STATE_ID script element. */
  state: string;
  /** The page's own title, description and head elements (a product page), if any. */
  head?: PageHead;
}

/**
 * How a page is rendered. `shared`: the same for every visitor (the server keeps it, page-cache.ts):
 * rendered without the visitor's session and cart, which the browser asks for after hydration
 * (docs/decisions/0040-pages-kept-rendered.md). `perVisitor`: the visitor's own (the cart page,
 * which works without JavaScript from the server's copy of the cart), rendered for each request.
 * `private`: its address holds a secret (a farmer's consent link, docs/product-rules.md 53):
 * rendered for each request without the visitor's session, never kept by the server, the browser
 * or a search engine.
 */
export type PageKind = 'shared' | 'perVisitor' | 'private';

// Every request renders with its own transport (the visitor's cookie): found through the async context.
const transports = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const transport = transports.getStore();
  if (!transport) throw new Error('An API request outside a page render');
  return transport(url, init);
});

// Queries of different data types in one list: their options are invariant in the data type.
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/** The storefront pages the server renders, each with the data its first screen shows. */
const PAGE_DATA: Record<string, (params: Record<string, string | undefined>, search: URLSearchParams, language: string) => AnyQuery[]> = {
  '': (_params, _search, language) => [featuredProductsQueryOptions(language)],
  about: () => [],
  // The FAQ names the payment methods open today.
  contact: () => [paymentMethodsQueryOptions()],
  products: (_params, search, language) => [productsQueryOptions(parseQuery(storeProductsQuery, search) as never, language), categoriesQueryOptions()],
  'product/:id': (params, search, language) => [productQueryOptions(params.id ?? '', language), productUsesQueryOptions(params.id ?? '', search.get('acres'), language)],
  cart: () => [],
  terms: () => [],
  'privacy-policy': () => [],
  'refund-policy': () => [],
  crops: (_params, _search, language) => [cropsQueryOptions(language)],
  'crops/:slug': (params, search, language) => [cropQueryOptions(params.slug ?? '', cropQueryFromSearch(search), language), cropProductsQueryOptions(params.slug ?? '', language)],
  // A farmer's own crops (docs/product-rules.md 42): his alone, and usable without JavaScript.
  'account/farm': (_params, _search, language) => [farmQueryOptions(language)],
  // A farmer's consent to an order prepared for him (docs/product-rules.md 53): his "yes" works without JavaScript.
  'c/:token': (params) => [orderConsentQueryOptions(params.token ?? '')],
  '*': () => [],
};

/**
 * Pages whose first screen is the visitor's own: never shared between visitors. A crop's calendar
 * follows the state of the signed-in customer's default address (docs/product-rules.md 39).
 */
const PER_VISITOR = new Set(['cart', 'crops/:slug', 'account/farm']);

/** Pages whose address is a secret: rendered for each request, never kept, never indexed. */
const PRIVATE = new Set(['c/:token']);

/** The route addresses the server renders ('/product/:id'), so the server routes them before its files. */
export const pagePaths: string[] = Object.keys(PAGE_DATA)
  .filter((key) => key !== '*')
  .map((key) => `/${key}`);

/** Which page `url` is: undefined for a page the browser renders itself. */
function pageAt(url: string) {
  const location = new URL(url, 'http://shop.invalid');
  const matches = matchRoutes(appRoutes, location.pathname) ?? [];
  const leaf = matches.at(-1);
  const key = leaf?.route.index ? '' : (leaf?.route.path ?? undefined);
  const data = key === undefined ? undefined : PAGE_DATA[key];
  return leaf && data && key !== undefined ? { location, leaf, key, data } : undefined;
}

/** Whether the page at `url` is the same for every visitor, the visitor's own, or not rendered here. */
export function pageKind(url: string): PageKind | undefined {
  const page = pageAt(url);
  if (!page) return undefined;
  return PER_VISITOR.has(page.key) ? 'perVisitor' : PRIVATE.has(page.key) ? 'private' : 'shared';
}

/**
 * The page at `url` rendered to HTML, or undefined for a page the browser renders itself (the
 * admin and vendor areas, sign-in, checkout, a buyer's orders).
 */
let everyLanguage: Promise<void> | undefined;

export async function render(url: string, transport: ApiTransport, origin: string, language: string = DEFAULT_LANGUAGE): Promise<RenderedPage | undefined> {
  const lng = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  // The server renders with TanStack Query's own code from the start (lib/query.ts).
  await Promise.all([(everyLanguage ??= loadEveryLanguage()), loadQueryCore()]);
  const page = pageAt(url);
  if (!page) return undefined;
  const { location, leaf, key, data } = page;
  // A shared page carries no visitor's session or cart: the header asks for them once hydrated.
  const visitor: AnyQuery[] = PER_VISITOR.has(key) ? [sessionQueryOptions(), cartQueryOptions()] : [];

  return transports.run(transport, async () => {
    const client = createQueryClient();
    const queryClient = client.now!;
    // Every page's footer shows the shop's contact details (the same for every visitor).
    const queries: AnyQuery[] = [...visitor, siteSettingsQueryOptions(), ...data(leaf.params, location.searchParams, lng)];
    await Promise.all(queries.map((q) => queryClient.prefetchQuery({ ...q, retry: false })));
    const missing = queries.some((q) => hasErrorCode(queryClient.getQueryState(q.queryKey)?.error, 'not_found'));
    const notFound = (leaf.route.handle as RouteHandle | undefined)?.notFound === true || missing;

    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <RenderLanguage.Provider value={lng}>
          <QueryClientProvider client={client}>
            <StaticRouter location={location.pathname + location.search}>
              <AppRoutes />
            </StaticRouter>
          </QueryClientProvider>
        </RenderLanguage.Provider>
      </StrictMode>,
      // Every boundary inline, in order: no inline <script> to reveal one later (the CSP allows none).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += chunk;
    const state = toWire(dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' }));
    const product = key === 'product/:id' && !notFound ? queryClient.getQueryData(productQueryOptions(leaf.params.id ?? '', lng).queryKey) : undefined;
    const crop = key === 'crops/:slug' && !notFound ? queryClient.getQueryData(cropQueryOptions(leaf.params.slug ?? '', cropQueryFromSearch(location.searchParams), lng).queryKey) : undefined;
    queryClient.clear();
    const t = i18n.getFixedT('common', lng);
    const tc = i18n.getFixedT('crops', lng);
    const tp = i18n.getFixedT('order-consent', lng);
    const head = PRIVATE.has(key)
      ? privateHead(t('brand.pageTitle', { page: tp('title') }), tp('intro'))
      : product
        ? productHead(product, origin, t('brand.name'), t('brand.pageTitle', { page: product.name }))
        : crop
          ? cropHead(crop, origin, lng, { shop: t('brand.name'), home: tc('home'), guide: tc('list.title'), title: t('brand.pageTitle', { page: tc('detail.title', { crop: crop.name }) }), description: tc('detail.description', { crop: crop.name }) })
          : undefined;
    return { status: notFound ? 404 : 200, html, state, head };
  });
}
