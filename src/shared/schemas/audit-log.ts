import { z } from 'zod';
import { isCalendarDay } from '#shared/crop-calendar';
import { adminPageOf, adminPaging, adminSearch } from './admin-common.ts';

export const AUDIT_OUTCOMES = ['done', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

const day = z
  .string()
  .trim()
  .refine(isCalendarDay, 'date')
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * GET /api/admin/audit-log: the owner's search of the audit log (docs/product-rules.md 50),
 * newest first. Every filter is optional; `from` and `to` are whole days (India time), both included.
 */
export const AdminAuditLogFilters = z.object({
  ...adminPaging,
  /** Words found in who acted (e-mail, mobile, name), the action, the route or the thing's id. */
  q: adminSearch,
  outcome: z.enum(AUDIT_OUTCOMES, 'auditOutcome').optional().or(z.literal('').transform(() => undefined)),
  entity: z.string().trim().max(40, 'tooLong40').regex(/^[a-z_]*$/, 'auditEntity').optional().transform((v) => v || undefined),
  entityId: z.string().trim().max(120, 'tooLong120').optional().transform((v) => v || undefined),
  from: day,
  to: day,
});
export const AdminAuditLogQuery = AdminAuditLogFilters.superRefine((v, ctx) => {
  if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'dateRange' });
});
export type AdminAuditLogQuery = z.infer<typeof AdminAuditLogQuery>;

/** One field's change: what it was and what it became; a secret shows as "[masked]", never its value. */
export const AuditFieldChange = z.object({ field: z.string(), from: z.unknown().optional(), to: z.unknown().optional() });
export type AuditFieldChange = z.infer<typeof AuditFieldChange>;

export const AdminAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.string(), label: z.string(), role: z.string().nullable() }),
  ip: z.string(),
  route: z.string(),
  outcome: z.enum(AUDIT_OUTCOMES),
  action: z.string(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  changes: z.array(AuditFieldChange),
  reason: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntry>;
export const AdminAuditLog = adminPageOf(AdminAuditEntry);
export type AdminAuditLog = z.infer<typeof AdminAuditLog>;
