import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminProductPrices, AdminProductPricesInput, StoreBuyerPrices, StoreBuyerPricesQuery } from '#shared/schemas/price-lists';
import { requireUser } from '#server/http/guards';
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

/**
 * /api/store/prices: a signed-in buyer's own prices (docs/product-rules.md 46), for the pages kept
 * rendered for every visitor, which show retail's: a dealer's or an FPO's page asks once it knows
 * the buyer is in a group. Only its own group's rows, never another's.
 */
export function storePriceListRoutes(prices: PriceListsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/prices', { schema: { querystring: StoreBuyerPricesQuery, response: { 200: StoreBuyerPrices } } }, async (request) => {
      const group = requireUser(request).customer_group;
      return { group, items: await prices.buyerPricesOf([...new Set(request.query.ids)], group) };
    });
  };
}
