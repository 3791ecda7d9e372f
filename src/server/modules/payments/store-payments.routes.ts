import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StorePaymentMethods } from '#shared/schemas/payment-settings';
import type { PaymentSettingsService } from './payment-settings.service.ts';

/** /api/store: the payment methods checkout offers now (no account details: those come with a bank-transfer order). */
export function storePaymentsRoutes(payments: PaymentSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/payment-methods', { schema: { response: { 200: StorePaymentMethods } } }, async () => payments.storeMethods());
  };
}
