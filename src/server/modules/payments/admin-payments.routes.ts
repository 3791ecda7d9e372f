import type { FastifyInstance } from 'fastify';
import { AdminUpdatePaymentSettings } from '#shared/schemas/payment-settings';
import { parseInput } from '../../http/errors.ts';
import { requireAdmin } from '../../http/guards.ts';
import type { AdminDeps } from '../admin/admin-deps.ts';

/** /api/admin: Payment Settings. The key secret goes in and never comes back out. */
export function adminPaymentsRoutes({ payments }: AdminDeps) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/payment-settings', async () => payments.get());
    app.put('/payment-settings', async (request) => {
      const admin = requireAdmin(request);
      const input = parseInput(AdminUpdatePaymentSettings, request.body, 'payment settings');
      const saved = await payments.save(input, admin.id);
      // Which sections changed and who changed them; never their values.
      request.log.info({ sections: Object.keys(input), adminId: admin.id }, 'payment settings saved');
      return saved;
    });
  };
}
