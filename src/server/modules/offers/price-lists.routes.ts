import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminProductPrices, AdminProductPricesInput } from '#shared/schemas/price-lists';
import { IdParams } from '#shared/schemas/params';
import type { PriceListsService } from './price-lists.service.ts';

/** /api/admin (the admin guard is the prefix's): a product's quantity prices and price lists, read and replaced. */
export function adminPriceListRoutes(prices: PriceListsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/products/:id/prices', { schema: { params: IdParams, response: { 200: AdminProductPrices } } }, async (request) => prices.ofProduct(request.params.id));
    app.put('/products/:id/prices', { schema: { params: IdParams, body: AdminProductPricesInput, response: { 200: AdminProductPrices } } }, async (request) =>
      prices.setProduct(request.params.id, request.body),
    );
  };
}
