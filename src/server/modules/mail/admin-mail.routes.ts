import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminMailMessage, AdminMailOverview } from '#shared/schemas/admin-mail';
import { IdParams } from '#shared/schemas/params';
import type { AdminMailService } from './admin-mail.service.ts';

/** /api/admin/mail: the outbox as the admin sees it (no message bodies), and sending a failed message again. */
export function adminMailRoutes(mail: AdminMailService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/mail', { schema: { response: { 200: AdminMailOverview } } }, async () => mail.overview());
    app.post('/mail/:id/retry', { schema: { params: IdParams, response: { 200: AdminMailMessage } } }, async (request) => mail.retry(request.params.id));
  };
}
