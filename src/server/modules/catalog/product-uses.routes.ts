import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '#shared/schemas/params';
import { CropParams } from '#shared/schemas/crops';
import { AcresQuery, CropProductList, LabelClaim, LabelClaimInput, LabelClaimList, ProductUseList, ProductUsesInput, StoreProductUses } from '#shared/schemas/product-uses';
import { requireVendor } from '#server/http/guards';
import { pageLanguage } from '#server/http/language';
import type { ProductUses } from './product-uses.ts';

/** /api/store: a product's uses and how much for a farmer's acres; a crop's products (docs/product-rules.md 41). */
export function storeProductUsesRoutes(uses: ProductUses): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/products/:id/uses', { schema: { params: IdParams, querystring: AcresQuery, response: { 200: StoreProductUses } } }, async (request) =>
      uses.forStore(request.params.id, await pageLanguage(request), request.query.acres),
    );
    app.get('/crops/:slug/products', { schema: { params: CropParams, response: { 200: CropProductList } } }, async (request) => ({
      items: await uses.forCrop(request.params.slug, await pageLanguage(request)),
    }));
  };
}

/** /api/admin: any product's uses, approving a vendor's, and the label claims pesticides are used within. */
export function adminProductUsesRoutes(uses: ProductUses): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = { admin: true } as const;
    app.get('/products/:id/uses', { schema: { params: IdParams, response: { 200: ProductUseList } } }, async (request) => ({
      items: await uses.list(request.params.id, admin, await pageLanguage(request)),
    }));
    app.put('/products/:id/uses', { schema: { params: IdParams, body: ProductUsesInput, response: { 200: ProductUseList } } }, async (request) => ({
      items: await uses.replace(request.params.id, request.body, admin, await pageLanguage(request)),
    }));
    app.post('/products/:id/uses/approve', { schema: { params: IdParams, response: { 200: ProductUseList } } }, async (request) => ({
      items: await uses.approve(request.params.id, await pageLanguage(request)),
    }));
    app.get('/label-claims', { schema: { response: { 200: LabelClaimList } } }, async (request) => ({ items: await uses.claims(await pageLanguage(request)) }));
    app.post('/label-claims', { schema: { body: LabelClaimInput, response: { 201: LabelClaim } } }, async (request, reply) =>
      reply.status(201).send(await uses.addClaim(request.body, await pageLanguage(request))),
    );
    app.delete('/label-claims/:id', { schema: { params: IdParams, response: { 200: z.object({ deleted: z.literal(true) }) } } }, async (request) => {
      await uses.removeClaim(request.params.id);
      return { deleted: true as const };
    });
  };
}

/** /api/vendor: a vendor's own listings' uses, which wait for the admin's approval. */
export function vendorProductUsesRoutes(uses: ProductUses): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/products/:id/uses', { schema: { params: IdParams, response: { 200: ProductUseList } } }, async (request) => ({
      items: await uses.list(request.params.id, { vendorId: requireVendor(request).id }, await pageLanguage(request)),
    }));
    app.put('/products/:id/uses', { schema: { params: IdParams, body: ProductUsesInput, response: { 200: ProductUseList } } }, async (request) => ({
      items: await uses.replace(request.params.id, request.body, { vendorId: requireVendor(request).id }, await pageLanguage(request)),
    }));
  };
}
