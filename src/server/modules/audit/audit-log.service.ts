import type { UnitOfWork } from '#server/db/unit-of-work';
import { offsetOf } from '#server/db/paging';
import { indiaDayStartUtc } from '#shared/india';
import type { AdminAuditEntry, AdminAuditLog, AdminAuditLogQuery, AuditFieldChange } from '#shared/schemas/audit-log';
import { searchEntries } from './audit.repository.ts';

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The owner's reading of the audit log (docs/product-rules.md 50): searched, never changed. */
export class AuditLogService {
  constructor(private readonly work: UnitOfWork) {}

  async search(query: AdminAuditLogQuery): Promise<AdminAuditLog> {
    const { rows, total } = await searchEntries(
      this.work.db,
      {
        q: query.q,
        outcome: query.outcome,
        entity: query.entity,
        entityId: query.entityId,
        // Days as the shop keeps them, in India: "to 30 November" takes in that whole day.
        from: query.from ? indiaDayStartUtc(query.from) : undefined,
        until: query.to ? indiaDayStartUtc(nextDay(query.to)) : undefined,
      },
      query.pageSize,
      offsetOf(query),
    );
    const items: AdminAuditEntry[] = rows.map((row) => ({
      id: Number(row.id),
      at: row.at,
      actor: { id: row.actor_id, label: row.actor_label, role: row.actor_role },
      ip: row.ip,
      route: row.route,
      outcome: row.outcome,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      changes: row.changes ? (JSON.parse(row.changes) as AuditFieldChange[]) : [],
      reason: row.reason,
    }));
    return { items, total, page: query.page, pageSize: query.pageSize };
  }
}
