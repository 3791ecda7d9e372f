import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CropParams, StoreCrop, StoreCropList, StoreCropQuery } from '#shared/schemas/crops';
import { pageLanguage } from '#server/http/language';
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
