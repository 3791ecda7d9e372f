import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminCrop, AdminCropInput, AdminCropList, AdminNewCrop, CropParams, StoreCrop, StoreCropList, StoreCropQuery } from '#shared/schemas/crops';
import { pageLanguage } from '#server/http/language';
import type { AdminCropsService } from './admin-crops.service.ts';
import type { CropsService } from './crops.service.ts';

/** /api/store: crops, their calendars and problems, for everyone (docs/product-rules.md 39). */
export function cropRoutes(crops: CropsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/crops', { schema: { response: { 200: StoreCropList } } }, async (request) => crops.list(await pageLanguage(request)));
    app.get('/crops/:slug', { schema: { params: CropParams, querystring: StoreCropQuery, response: { 200: StoreCrop } } }, async (request) =>
      crops.get(request.params.slug, request.query, await pageLanguage(request), request.auth?.user.id),
    );
  };
}

/** /api/admin (the admin guard is the prefix's): the crop guide, its crops added, edited whole and removed. */
export function adminCropRoutes(crops: AdminCropsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/crops', { schema: { response: { 200: AdminCropList } } }, async () => crops.list());
    app.post('/crops', { schema: { body: AdminNewCrop, response: { 201: AdminCrop } } }, async (request, reply) => reply.code(201).send(await crops.create(request.body)));
    app.put('/crops/:slug', { schema: { params: CropParams, body: AdminCropInput, response: { 200: AdminCrop } } }, async (request) => crops.replace(request.params.slug, request.body));
    app.delete('/crops/:slug', { schema: { params: CropParams, response: { 204: z.null().describe('Removed, with its windows, stages and problems') } } }, async (request, reply) => {
      await crops.remove(request.params.slug);
      return reply.code(204).send(null);
    });
  };
}
