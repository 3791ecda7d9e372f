import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminPaymentSettings, AdminUpdatePaymentSettings } from '#shared/schemas/payment-settings';
import { requireAdmin } from '#server/http/guards';
import type { PaymentSettingsService } from './payment-settings.service.ts';

/** /api/admin: Payment Settings. The key secret goes in and never comes back out. */
export function adminPaymentsRoutes(payments: PaymentSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/payment-settings', { schema: { response: { 200: AdminPaymentSettings } } }, async () => payments.get());
    app.put('/payment-settings', { schema: { body: AdminUpdatePaymentSettings, response: { 200: AdminPaymentSettings } } }, async (request) => {
      const admin = requireAdmin(request);
      const saved = await payments.save(request.body, admin.id);
      // Which sections changed and who changed them; never their values.
      request.log.info({ sections: Object.keys(request.body), adminId: admin.id }, 'payment settings saved');
      return saved;
    });
  };
}
