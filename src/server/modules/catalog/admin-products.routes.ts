import type { FastifyInstance } from 'fastify';
import { AdminProductInput, AdminProductListQuery, AdminProductVisibility } from '#shared/schemas/admin-products';
import { parseInput } from '../../http/errors.ts';
import type { AdminDeps } from '../admin/admin-deps.ts';
import { AdminProductsService } from './admin-products.service.ts';

type WithId = { Params: { id: string } };

/** /api/admin: Manage Products. */
export function adminProductsRoutes({ db, dialect }: AdminDeps) {
  const products = new AdminProductsService(db, dialect);
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/products', async (request) => products.list(parseInput(AdminProductListQuery, request.query, 'query')));
    app.post('/products', async (request, reply) => {
      const product = await products.create(parseInput(AdminProductInput, request.body, 'product'));
      return reply.status(201).send(product);
    });
    app.get<WithId>('/products/:id', async (request) => products.get(request.params.id));
    app.put<WithId>('/products/:id', async (request) =>
      products.update(request.params.id, parseInput(AdminProductInput, request.body, 'product')),
    );
    app.patch<WithId>('/products/:id', async (request) =>
      products.setVisibility(request.params.id, parseInput(AdminProductVisibility, request.body, 'request').isActive),
    );
    app.delete<WithId>('/products/:id', async (request) => products.remove(request.params.id));
  };
}
