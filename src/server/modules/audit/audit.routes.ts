import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminAuditLog, AdminAuditLogQuery } from '#shared/schemas/audit-log';
import { AppError } from '#server/errors';
import type { AuditLogService } from './audit-log.service.ts';

const EntryParams = z.object({ id: z.string().max(40) });

/**
 * /api/admin/audit-log: the owner searches it. No route changes or removes an entry: a delete is
 * answered 405 and, like every refused staff write, itself lands in the log.
 */
export function adminAuditRoutes(audit: AuditLogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/audit-log', { schema: { querystring: AdminAuditLogQuery, response: { 200: AdminAuditLog } } }, async (request) => audit.search(request.query));
    // A delete is answered rather than left to a 404, so the attempt is told plainly and kept (docs/product-rules.md 50).
    app.delete('/audit-log/:id', { schema: { params: EntryParams } }, async (): Promise<never> => {
      throw new AppError(405, 'audit_append_only', 'The audit log is kept as written: an entry cannot be changed or deleted.');
    });
  };
}
