import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminCoupon, AdminCouponInput, AdminCouponList } from '#shared/schemas/coupons';
import { IdParams } from '#shared/schemas/params';
import { requireAdmin } from '#server/http/guards';
import type { CouponsService } from './coupons.service.ts';

/** /api/admin (the admin guard is the prefix's): coupons listed, added, changed and removed. */
export function adminCouponRoutes(coupons: CouponsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/coupons', { schema: { response: { 200: AdminCouponList } } }, async () => coupons.list());
    app.post('/coupons', { schema: { body: AdminCouponInput, response: { 201: AdminCoupon } } }, async (request, reply) => reply.code(201).send(await coupons.create(request.body, requireAdmin(request).id)));
    app.put('/coupons/:id', { schema: { params: IdParams, body: AdminCouponInput, response: { 200: AdminCoupon } } }, async (request) => coupons.update(request.params.id, request.body, requireAdmin(request).id));
    app.delete('/coupons/:id', { schema: { params: IdParams, response: { 204: z.null().describe('Removed: no order was placed with it') } } }, async (request, reply) => {
      await coupons.remove(request.params.id);
      return reply.code(204).send(null);
    });
  };
}
