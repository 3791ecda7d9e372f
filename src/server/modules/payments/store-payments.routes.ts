import type { FastifyInstance } from 'fastify';
import type { PaymentSettingsService } from './payment-settings.service.ts';

/** /api/store: the payment methods checkout offers now (no account details: those come with a bank-transfer order). */
export function storePaymentsRoutes(payments: PaymentSettingsService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/payment-methods', async () => payments.storeMethods());
  };
}
