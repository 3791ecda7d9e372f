import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StoreCategoryList, StoreFeaturedProducts, StoreProduct, StoreProductList, StoreProductListQuery } from '#shared/schemas/catalog';
import { IdParams } from '#shared/schemas/params';
import { pageLanguage } from '#server/http/language';
import type { CatalogService } from './catalog.service.ts';

/** /api/store: the catalogue as shoppers browse it, in their language (?lang=, the cookie, Accept-Language). */
export function catalogRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/products', { schema: { querystring: StoreProductListQuery, response: { 200: StoreProductList } } }, async (request) =>
      catalog.listProducts(request.query, await pageLanguage(request)),
    );
    app.get('/products/featured', { schema: { response: { 200: StoreFeaturedProducts } } }, async (request) => ({ items: await catalog.featuredProducts(await pageLanguage(request)) }));
    app.get('/products/:id', { schema: { params: IdParams, response: { 200: StoreProduct } } }, async (request) => catalog.getProduct(request.params.id, await pageLanguage(request)));
    app.get('/categories', { schema: { response: { 200: StoreCategoryList } } }, async () => catalog.categories());
  };
}
