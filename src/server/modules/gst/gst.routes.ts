import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminAddGstRate, AdminCreateGstClass, AdminCreateHsnCode, AdminHsnCode, AdminHsnCodeList, AdminSetEInvoicing, AdminUpdateBusinessSettings, BusinessSettings, GstClassParams, HsnCodeList, HsnCodeParams, PincodeParams, StorePincode } from '#shared/schemas/gst';
import { notFound } from '#server/errors';
import { requireAdmin } from '#server/http/guards';
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

/** /api/admin: the tax table (codes, classes within them and their dated rates) and the shop's business settings. */
export function adminGstRoutes(gst: GstService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/hsn-codes', { schema: { response: { 200: AdminHsnCodeList } } }, async () => ({ items: await gst.adminHsnCodes() }));
    app.post('/hsn-codes', { schema: { body: AdminCreateHsnCode, response: { 201: AdminHsnCode } } }, async (request, reply) =>
      reply.status(201).send(await gst.createHsnCode(request.body, requireAdmin(request).id)),
    );
    app.post('/hsn-codes/:code/rates', { schema: { params: HsnCodeParams, body: AdminAddGstRate, response: { 201: AdminHsnCode } } }, async (request, reply) =>
      reply.status(201).send(await gst.addRate(request.params.code, request.body, requireAdmin(request).id)),
    );
    app.post('/hsn-codes/:code/classes', { schema: { params: HsnCodeParams, body: AdminCreateGstClass, response: { 201: AdminHsnCode } } }, async (request, reply) =>
      reply.status(201).send(await gst.createClass(request.params.code, request.body, requireAdmin(request).id)),
    );
    app.post('/gst-classes/:id/rates', { schema: { params: GstClassParams, body: AdminAddGstRate, response: { 201: AdminHsnCode } } }, async (request, reply) =>
      reply.status(201).send(await gst.addClassRate(request.params.id, request.body, requireAdmin(request).id)),
    );
    app.get('/business-settings', { schema: { response: { 200: BusinessSettings } } }, async () => gst.businessSettings());
    app.put('/business-settings', { schema: { body: AdminUpdateBusinessSettings, response: { 200: BusinessSettings } } }, async (request) =>
      gst.saveBusinessSettings(request.body, requireAdmin(request).id),
    );
    app.put('/business-settings/e-invoicing', { schema: { body: AdminSetEInvoicing, response: { 200: BusinessSettings } } }, async (request) =>
      gst.setEInvoicing(request.body.eInvoicing, requireAdmin(request).id),
    );
  };
}
