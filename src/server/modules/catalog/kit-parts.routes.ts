import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminKitParts, AdminKitPartsInput } from '#shared/schemas/kits';
import { IdParams } from '#shared/schemas/params';
import type { KitParts } from './kit-parts.ts';

/** /api/admin (the admin guard is the prefix's): a kit's parts, read and replaced (docs/product-rules.md 48). */
export function adminKitPartsRoutes(kits: KitParts): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/products/:id/kit-parts', { schema: { params: IdParams, response: { 200: AdminKitParts } } }, async (request) => kits.ofProduct(request.params.id));
    app.put('/products/:id/kit-parts', { schema: { params: IdParams, body: AdminKitPartsInput, response: { 200: AdminKitParts } } }, async (request) =>
      kits.setParts(request.params.id, request.body),
    );
  };
}
