import { keepPreviousData, queryOptions, useQuery } from '#client/lib/query.ts';
import { api } from '#client/lib/api-client.ts';
import type { AdminAuditLog, AdminAuditLogQuery } from '#shared/schemas/audit-log';

export const AUDIT_PAGE_SIZE = 25;

/** The search's filters and page; the page size is fixed (AUDIT_PAGE_SIZE). */
export type AuditQuery = Omit<AdminAuditLogQuery, 'pageSize'>;

export const auditKey = ['admin', 'audit-log'] as const;

/** GET /api/admin/audit-log: one page of what the staff did, newest first (docs/product-rules.md 50). */
export function searchAuditLog(query: AuditQuery, signal?: AbortSignal): Promise<AdminAuditLog> {
  return api.get<AdminAuditLog>('/admin/audit-log', { ...query, pageSize: AUDIT_PAGE_SIZE }, signal);
}

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({ queryKey: [...auditKey, query], queryFn: ({ signal }) => searchAuditLog(query, signal), placeholderData: keepPreviousData });

export function useAuditLog(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
