import type { FastifyInstance } from 'fastify';
import { StoreProductListQuery } from '#shared/schemas/catalog';
import { parseInput } from '../../http/errors.ts';
import type { CatalogService } from './catalog.service.ts';

export function catalogRoutes(catalog: CatalogService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/products', async (request) =>
      catalog.listProducts(parseInput(StoreProductListQuery, request.query, 'query')),
    );
    app.get('/products/featured', async () => ({ items: await catalog.featuredProducts() }));
    app.get<{ Params: { id: string } }>('/products/:id', async (request) => catalog.getProduct(request.params.id));
    app.get('/categories', async () => catalog.categories());
  };
}
