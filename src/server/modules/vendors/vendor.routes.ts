import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Profile } from '#shared/schemas/auth';
import { IdParams, OrderIdParams } from '#shared/schemas/params';
import { VendorProductDeleted, VendorProduct, VendorProductInput, VendorProductList, VendorProductListQuery, VendorProductStock } from '#shared/schemas/vendor-products';
import { VendorProfileInput } from '#shared/schemas/vendor-profile';
import { VendorOrder, VendorOrderLineList, VendorOrderLineQuery, VendorOverview } from '#shared/schemas/vendor-sales';
import { requireVendor } from '#server/http/guards';
import type { VendorProductsService } from './vendor-products.service.ts';
import type { VendorProfileService } from './vendor-profile.service.ts';
import type { VendorSalesService } from './vendor-sales.service.ts';
import type { VendorLicencesService } from './vendor-licences.service.ts';
import { LicenceKindParams, VendorLicenceInput, VendorLicences } from '#shared/schemas/seed-lots';

export interface VendorPortalServices {
  vendorProfile: VendorProfileService;
  vendorProducts: VendorProductsService;
  vendorSales: VendorSalesService;
  vendorLicences: VendorLicencesService;
}

/** Every call is scoped by the vendor's own id, taken from the session (the guard is in routes.ts). */
const vendorId = (request: FastifyRequest) => requireVendor(request).id;

/** Everything under /api/vendor: a vendor's own profile, figures, listings and order lines. */
export function vendorRoutes({ vendorProfile: profile, vendorProducts: products, vendorSales: sales, vendorLicences: licences }: VendorPortalServices): FastifyPluginAsyncZod {
  return async (app) => {
    // The vendor's account and business profile, with its approval status (docs/product-rules.md 9).
    app.get('/profile', { schema: { response: { 200: Profile } } }, async (request) => profile.get(vendorId(request)));
    app.put('/profile', { schema: { body: VendorProfileInput, response: { 200: Profile } } }, async (request) => profile.update(vendorId(request), request.body));
    app.get('/overview', { schema: { response: { 200: VendorOverview } } }, async (request) => sales.overview(vendorId(request)));
    // Dealer licences (docs/product-rules.md 28): what the listings need, and which are out of the shop for want of one.
    app.get('/licences', { schema: { response: { 200: VendorLicences } } }, async (request) => licences.overview(vendorId(request)));
    app.put('/licences/:kind', { schema: { params: LicenceKindParams, body: VendorLicenceInput, response: { 200: VendorLicences } } }, async (request) =>
      licences.save(vendorId(request), request.params.kind, request.body),
    );
    app.delete('/licences/:kind', { schema: { params: LicenceKindParams, response: { 200: VendorLicences } } }, async (request) =>
      licences.remove(vendorId(request), request.params.kind),
    );

    app.get('/products', { schema: { querystring: VendorProductListQuery, response: { 200: VendorProductList } } }, async (request) =>
      products.list(vendorId(request), request.query),
    );
    app.post('/products', { schema: { body: VendorProductInput, response: { 201: VendorProduct } } }, async (request, reply) =>
      reply.status(201).send(await products.create(vendorId(request), request.body)),
    );
    app.get('/products/:id', { schema: { params: IdParams, response: { 200: VendorProduct } } }, async (request) => products.get(vendorId(request), request.params.id));
    app.put('/products/:id', { schema: { params: IdParams, body: VendorProductInput, response: { 200: VendorProduct } } }, async (request) =>
      products.update(vendorId(request), request.params.id, request.body),
    );
    app.patch('/products/:id/stock', { schema: { params: IdParams, body: VendorProductStock, response: { 200: VendorProduct } } }, async (request) =>
      products.setStock(vendorId(request), request.params.id, request.body.stock),
    );
    app.delete('/products/:id', { schema: { params: IdParams, response: { 200: VendorProductDeleted } } }, async (request) =>
      products.remove(vendorId(request), request.params.id),
    );

    app.get('/orders', { schema: { querystring: VendorOrderLineQuery, response: { 200: VendorOrderLineList } } }, async (request) =>
      sales.lines(vendorId(request), request.query),
    );
    app.get('/orders/:orderId', { schema: { params: OrderIdParams, response: { 200: VendorOrder } } }, async (request) =>
      sales.order(vendorId(request), request.params.orderId),
    );
    app.post('/orders/:orderId/cod-collected', { schema: { params: OrderIdParams, response: { 200: VendorOrder } } }, async (request) =>
      sales.collectCash(vendorId(request), request.params.orderId),
    );
  };
}
