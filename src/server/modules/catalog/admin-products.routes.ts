import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminProduct, AdminProductDeleted, AdminProductInput, AdminProductList, AdminProductListQuery, AdminProductVisibility } from '#shared/schemas/admin-products';
import { IdParams } from '#shared/schemas/params';
import { requireAdmin } from '#server/http/guards';
import type { AdminProductsService } from './admin-products.service.ts';

/** /api/admin: Manage Products. */
export function adminProductsRoutes(products: AdminProductsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/products', { schema: { querystring: AdminProductListQuery, response: { 200: AdminProductList } } }, async (request) =>
      products.list(request.query),
    );
    app.post('/products', { schema: { body: AdminProductInput, response: { 201: AdminProduct } } }, async (request, reply) =>
      reply.status(201).send(await products.create(request.body, requireAdmin(request).id)),
    );
    app.get('/products/:id', { schema: { params: IdParams, response: { 200: AdminProduct } } }, async (request) => products.get(request.params.id));
    app.put('/products/:id', { schema: { params: IdParams, body: AdminProductInput, response: { 200: AdminProduct } } }, async (request) =>
      products.update(request.params.id, request.body, requireAdmin(request).id),
    );
    app.patch('/products/:id', { schema: { params: IdParams, body: AdminProductVisibility, response: { 200: AdminProduct } } }, async (request) =>
      products.setVisibility(request.params.id, request.body.isActive),
    );
    app.delete('/products/:id', { schema: { params: IdParams, response: { 200: AdminProductDeleted } } }, async (request) =>
      products.remove(request.params.id),
    );
  };
}
