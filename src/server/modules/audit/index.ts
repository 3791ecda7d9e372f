// audit: the audit log, every staff write and refusal, appended only (docs/decisions/0065).
// The front door of the module (docs/decisions/0042).
export { AuditTrail } from './audit-trail.ts';
export { AuditLogService } from './audit-log.service.ts';
export { adminAuditRoutes } from './audit.routes.ts';
