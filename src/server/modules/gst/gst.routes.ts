import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HsnCodeList, PincodeParams, StorePincode } from '#shared/schemas/gst';
import { notFound } from '#server/http/errors';
import type { GstService } from './gst.service.ts';

/** /api/store: the places India Post delivers to, and the HSN codes with today's GST rates. */
export function gstRoutes(gst: GstService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/pincodes/:pincode', { schema: { params: PincodeParams, response: { 200: StorePincode } } }, async (request) => {
      const place = gst.pincode(request.params.pincode);
      if (!place) throw notFound('This pincode does not exist.');
      return place;
    });
    app.get('/hsn-codes', { schema: { response: { 200: HsnCodeList } } }, async () => ({ items: await gst.hsnCodes() }));
  };
}
