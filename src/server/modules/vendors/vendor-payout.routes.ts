import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserIdParams } from '#shared/schemas/params';
import { AdminVendorPayoutAccount, VendorPayoutAccountInput, VendorPayoutAccountState } from '#shared/schemas/vendor-payout';
import { requireAdmin, requireVendor } from '#server/http/guards';
import { pageLanguage } from '#server/http/language';
import type { VendorPayoutService } from './vendor-payout.service.ts';

/** /api/vendor/payout-account: the signed-in vendor's own account only (the vendor guard is in routes.ts). */
export function vendorPayoutRoutes(payout: VendorPayoutService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/payout-account', { schema: { response: { 200: VendorPayoutAccountState } } }, async (request) => payout.get(requireVendor(request).id));
    app.put('/payout-account', { schema: { body: VendorPayoutAccountInput, response: { 200: VendorPayoutAccountState } } }, async (request) => {
      const vendor = requireVendor(request);
      const saved = await payout.save(vendor.id, request.body, { clientAddress: request.ip, language: await pageLanguage(request) });
      // Who changed where their money goes; never the account itself.
      request.log.info({ vendorId: vendor.id }, 'vendor payout account saved');
      return saved;
    });
    app.delete('/payout-account', { schema: { response: { 200: VendorPayoutAccountState } } }, async (request) => {
      const vendor = requireVendor(request);
      const removed = await payout.remove(vendor.id);
      request.log.info({ vendorId: vendor.id }, 'vendor payout account removed');
      return removed;
    });
  };
}

/**
 * /api/admin/vendors/:userId/payout-account: masked, as on the vendor's card; the full number only
 * by an explicit POST .../reveal, which the log records (which admin, which vendor, never the
 * number); like every signed-in answer it is sent no-store (http/session.ts).
 */
export function adminVendorPayoutRoutes(payout: VendorPayoutService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/vendors/:userId/payout-account', { schema: { params: UserIdParams, response: { 200: VendorPayoutAccountState } } }, async (request) =>
      payout.forAdmin(request.params.userId),
    );
    app.post('/vendors/:userId/payout-account/reveal', { schema: { params: UserIdParams, response: { 200: AdminVendorPayoutAccount } } }, async (request) => {
      const admin = requireAdmin(request);
      const account = await payout.reveal(request.params.userId);
      request.log.info({ adminId: admin.id, vendorId: request.params.userId }, 'vendor payout account number shown to an admin');
      return account;
    });
  };
}
