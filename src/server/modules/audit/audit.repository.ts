import { sql, type Insertable, type Kysely, type SqlBool } from 'kysely';
import type { AuditLogTable, Database } from '#server/db/schema';
import { likeContains } from '#server/db/sql-helpers';

export async function appendEntry(db: Kysely<Database>, entry: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

export interface AuditFilter {
  q?: string;
  outcome?: 'done' | 'refused';
  entity?: string;
  entityId?: string;
  /** ISO instants: from included, until excluded. */
  from?: string;
  until?: string;
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.outcome) query = query.where('outcome', '=', filter.outcome);
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.until) query = query.where('at', '<', filter.until);
  if (filter.q) {
    const text = likeContains(filter.q.toLowerCase());
    query = query.where(
      sql<SqlBool>`(lower(actor_label) like ${text} escape '\\' or lower(action) like ${text} escape '\\' or lower(route) like ${text} escape '\\' or lower(coalesce(entity_id, '')) like ${text} escape '\\' or actor_id = ${filter.q})`,
    );
  }
  return query;
}

/** One page of entries, newest first (entries of one instant by their order of writing). */
export async function searchEntries(db: Kysely<Database>, filter: AuditFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    filtered(db, filter).selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    filtered(db, filter).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
