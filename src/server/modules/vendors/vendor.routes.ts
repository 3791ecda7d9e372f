import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { VendorProfileInput } from '#shared/schemas/vendor-profile';
import { VendorProductInput, VendorProductListQuery, VendorProductStock } from '#shared/schemas/vendor-products';
import { VendorOrderLineQuery } from '#shared/schemas/vendor-sales';
import type { Dialect } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { parseInput } from '../../http/errors.ts';
import { requireVendor } from '../../http/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { VendorProductsService } from './vendor-products.service.ts';
import { VendorProfileService } from './vendor-profile.service.ts';
import { VendorSalesService } from './vendor-sales.service.ts';

export interface VendorDeps {
  auth: AuthService;
  db: Kysely<Database>;
  dialect: Dialect;
}

type WithId = { Params: { id: string } };

/**
 * Everything under /api/vendor: signed-in vendors only (401 visitor, 403 anyone else), and only
 * their own rows: every service call is scoped by the vendor's own id, taken from the session.
 */
export function vendorRoutes({ auth, db, dialect }: VendorDeps) {
  const profile = new VendorProfileService(db, auth);
  const products = new VendorProductsService(db, dialect);
  const sales = new VendorSalesService(db);
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', async (request) => {
      requireVendor(request);
    });
    const vendorId = (request: Parameters<typeof requireVendor>[0]) => requireVendor(request).id;

    // The vendor's account and business profile, with its approval status (DECISIONS.md 9).
    app.get('/profile', async (request) => profile.get(vendorId(request)));
    app.put('/profile', async (request) => profile.update(vendorId(request), parseInput(VendorProfileInput, request.body, 'profile')));
    app.get('/overview', async (request) => sales.overview(vendorId(request)));

    app.get('/products', async (request) => products.list(vendorId(request), parseInput(VendorProductListQuery, request.query, 'query')));
    app.post('/products', async (request, reply) => {
      const created = await products.create(vendorId(request), parseInput(VendorProductInput, request.body, 'product'));
      return reply.status(201).send(created);
    });
    app.get<WithId>('/products/:id', async (request) => products.get(vendorId(request), request.params.id));
    app.put<WithId>('/products/:id', async (request) =>
      products.update(vendorId(request), request.params.id, parseInput(VendorProductInput, request.body, 'product')),
    );
    app.patch<WithId>('/products/:id/stock', async (request) =>
      products.setStock(vendorId(request), request.params.id, parseInput(VendorProductStock, request.body, 'stock').stock),
    );
    app.delete<WithId>('/products/:id', async (request) => products.remove(vendorId(request), request.params.id));

    app.get('/orders', async (request) => sales.lines(vendorId(request), parseInput(VendorOrderLineQuery, request.query, 'query')));
    app.get<{ Params: { orderId: string } }>('/orders/:orderId', async (request) => sales.order(vendorId(request), request.params.orderId));
  };
}
