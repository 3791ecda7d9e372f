import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCloseGrievance, AdminCreateGrievance, AdminGrievance, AdminGrievanceList, AdminGrievanceListQuery, AdminGrievanceMessage, StoreGrievanceCreated, StoreGrievance, StoreGrievanceList, StoreGrievanceLookup, StoreReportProblem } from '#shared/schemas/grievances';
import { IdParams } from '#shared/schemas/params';
import { requireAdmin, requireUser } from '#server/http/guards';
import type { Grievances } from './grievances.service.ts';

/** Complaints per client address per window, as the contact form's. */
export const GRIEVANCE_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** /api/store: "Report a problem" on the buyer's own order, and his own complaints (docs/product-rules.md 54). */
export function storeGrievanceRoutes(grievances: Grievances): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/orders/:id/grievances',
      { config: { rateLimit: GRIEVANCE_RATE_LIMIT }, schema: { params: IdParams, body: StoreReportProblem, response: { 201: StoreGrievanceCreated } } },
      async (request, reply) => reply.status(201).send(await grievances.fromOrderPage(request.params.id, requireUser(request).id, request.body)),
    );
    // A customer not signed in finds his ticket by number and contact; as few tries as the contact form's.
    app.post('/grievances/lookup', { config: { rateLimit: GRIEVANCE_RATE_LIMIT }, schema: { body: StoreGrievanceLookup, response: { 200: StoreGrievance } } }, async (request) => grievances.lookup(request.body));
    app.get('/grievances', { schema: { response: { 200: StoreGrievanceList } } }, async (request) => ({ items: await grievances.listOfCustomer(requireUser(request).id) }));
  };
}

/** /api/admin/grievances: the grievance desk (permission grievances.handle, docs/decisions/0069). */
export function adminGrievanceRoutes(grievances: Grievances): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/grievances', { schema: { querystring: AdminGrievanceListQuery, response: { 200: AdminGrievanceList } } }, async (request) => grievances.list(request.query.show));
    app.post('/grievances', { schema: { body: AdminCreateGrievance, response: { 201: AdminGrievance } } }, async (request, reply) =>
      reply.status(201).send(await grievances.fromStaff(request.body, requireAdmin(request).id)),
    );
    app.get('/grievances/:id', { schema: { params: IdParams, response: { 200: AdminGrievance } } }, async (request) => grievances.get(request.params.id));
    app.post('/grievances/:id/acknowledge', { schema: { params: IdParams, body: AdminGrievanceMessage, response: { 200: AdminGrievance } } }, async (request) =>
      grievances.acknowledge(request.params.id, request.body.message, requireAdmin(request).id),
    );
    app.post('/grievances/:id/replies', { schema: { params: IdParams, body: AdminGrievanceMessage, response: { 200: AdminGrievance } } }, async (request) =>
      grievances.reply(request.params.id, request.body.message, requireAdmin(request).id),
    );
    app.post('/grievances/:id/resolve', { schema: { params: IdParams, body: AdminGrievanceMessage, response: { 200: AdminGrievance } } }, async (request) =>
      grievances.resolve(request.params.id, request.body.message, requireAdmin(request).id),
    );
    app.post('/grievances/:id/close', { schema: { params: IdParams, body: AdminCloseGrievance, response: { 200: AdminGrievance } } }, async (request) =>
      grievances.close(request.params.id, request.body.message, requireAdmin(request).id),
    );
  };
}
