import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FARM_CROP_FIELDS, FarmCrop, FarmCropInput, FarmDashboard } from '#shared/schemas/farm';
import { IdParams } from '#shared/schemas/params';
import { AppError, parseInput } from '#server/errors';
import { requireUser } from '#server/http/guards';
import { pageLanguage } from '#server/http/language';
import type { FarmService } from './farm.service.ts';

const FORM = 'application/x-www-form-urlencoded';
const NoContent = z.null().describe('No content');
const SeeOther = z.null().describe('A form sent without JavaScript: back to /account/farm (with the refused fields, or ?problem=, if it failed)');
/** The body as sent: checked against FarmCropInput by the handler, so a form sent without JavaScript gets its page back rather than JSON. */
const CropBody = z.looseObject({}).describe('FarmCropInput: crop, acres, sownOn (YYYY-MM-DD), state, district');
const PAGE = '/account/farm';

const isForm = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM);

/** My farm is a customer's: signed out is a 401, a vendor's or admin's account a 403. */
function requireFarmer(request: FastifyRequest): string {
  const user = requireUser(request);
  if (user.type !== 'user') throw new AppError(403, 'forbidden', 'My farm is for customer accounts.');
  return user.id;
}

/**
 * A page's JavaScript gets JSON; a form sent without JavaScript is sent on to the page (303, so a
 * reload does not send it again). A refused form goes back with what was typed and the refused
 * fields (?form=add|edit&...&invalid=acres,sownOn), which the page shows again; any other refusal
 * as ?problem=<code>.
 */
async function answer<T>(request: FastifyRequest, reply: FastifyReply, form: { kind: 'add' | 'edit' | 'remove'; id?: string }, change: () => Promise<T>) {
  if (!isForm(request)) return change();
  const back = new URLSearchParams();
  try {
    await change();
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
    if (err.code === 'validation_failed' && err.fields?.farm) {
      back.set('problem', 'farm_crop_limit');
    } else if (err.code === 'validation_failed' && form.kind !== 'remove') {
      back.set('form', form.kind);
      if (form.id) back.set('id', form.id);
      const body = (request.body ?? {}) as Record<string, unknown>;
      for (const field of FARM_CROP_FIELDS) back.set(field, String(body[field] ?? '').slice(0, 100));
      back.set('invalid', FARM_CROP_FIELDS.filter((f) => err.fields?.[f]).join(','));
    } else {
      back.set('problem', err.code);
    }
  }
  const search = back.toString();
  // A refused form opens at itself (farm-crop-form.tsx names it so).
  const at = back.has('invalid') ? (form.id ? `#edit-${form.id}` : '#add') : '';
  return reply.redirect(`${search ? `${PAGE}?${search}` : PAGE}${at}`, 303);
}

/** /api/farm: a signed-in farmer's own crops (docs/product-rules.md 42); another farmer's crop is a 404, never a 403. */
export function farmRoutes(farm: FarmService): FastifyPluginAsyncZod {
  return async (app) => {
    // Forms without JavaScript send their fields url-encoded; only these routes accept them.
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    app.addHook('onRequest', async (request) => void requireFarmer(request));
    // A farmer's own rows: never kept by a shared cache.
    app.addHook('onSend', async (_request, reply) => void reply.header('Cache-Control', 'no-store'));

    app.get('', { schema: { response: { 200: FarmDashboard } } }, async (request) => farm.dashboard(requireFarmer(request), await pageLanguage(request)));

    app.post('/crops', { schema: { body: CropBody, response: { 201: FarmCrop, 303: SeeOther } } }, async (request, reply) => {
      const add = async () => farm.add(requireFarmer(request), parseInput(FarmCropInput, request.body, 'crop'), await pageLanguage(request));
      if (isForm(request)) return answer(request, reply, { kind: 'add' }, add);
      return reply.status(201).send(await add());
    });

    const edit = (request: FastifyRequest<{ Params: { id: string }; Body: unknown }>) => async () =>
      farm.update(requireFarmer(request), request.params.id, parseInput(FarmCropInput, request.body, 'crop'), await pageLanguage(request));
    app.put('/crops/:id', { schema: { params: IdParams, body: CropBody, response: { 200: FarmCrop } } }, async (request) => edit(request)());
    // The same for a form (HTML forms only send GET and POST).
    app.post('/crops/:id', { schema: { params: IdParams, body: CropBody, response: { 200: FarmCrop, 303: SeeOther } } }, async (request, reply) =>
      answer(request, reply, { kind: 'edit', id: request.params.id }, edit(request)),
    );

    app.delete('/crops/:id', { schema: { params: IdParams, response: { 204: NoContent } } }, async (request, reply) => {
      await farm.remove(requireFarmer(request), request.params.id);
      return reply.status(204).send(null);
    });
    // The page's remove button without JavaScript, after its confirmation step.
    app.post('/crops/:id/delete', { schema: { params: IdParams, response: { 204: NoContent, 303: SeeOther } } }, async (request, reply) => {
      if (isForm(request)) return answer(request, reply, { kind: 'remove' }, () => farm.remove(requireFarmer(request), request.params.id));
      await farm.remove(requireFarmer(request), request.params.id);
      return reply.status(204).send(null);
    });
  };
}
