import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminStockLocations, ProductLocationStock, SetLocationStock, StockLocationInput } from '#shared/schemas/stock-locations';
import { IdParams } from '#shared/schemas/params';
import type { StockLocations } from './stock-locations.service.ts';

/** /api/admin: the shop's stock locations and a product's units at each (docs/product-rules.md 59). */
export function adminStockLocationRoutes(locations: StockLocations): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/stock-locations', { schema: { response: { 200: AdminStockLocations } } }, async () => locations.list());
    app.post('/stock-locations', { schema: { body: StockLocationInput, response: { 200: AdminStockLocations } } }, async (request) => locations.create(request.body));
    app.put('/stock-locations/:id', { schema: { params: IdParams, body: StockLocationInput, response: { 200: AdminStockLocations } } }, async (request) =>
      locations.update(request.params.id, request.body),
    );
    app.get('/products/:id/location-stock', { schema: { params: IdParams, response: { 200: ProductLocationStock } } }, async (request) => locations.productStock(request.params.id));
    app.put('/products/:id/location-stock', { schema: { params: IdParams, body: SetLocationStock, response: { 200: ProductLocationStock } } }, async (request) =>
      locations.setProductStock(request.params.id, request.body),
    );
  };
}
