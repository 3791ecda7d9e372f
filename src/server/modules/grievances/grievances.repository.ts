import type { ExpressionBuilder, Insertable, Kysely } from 'kysely';
import type { Database, GrievanceReplyRow, GrievanceRepliesTable, GrievanceRow, GrievancesTable } from '#server/db/schema';
import type { GrievanceFilter } from '#shared/schemas/grievances';

/** The highest ticket number so far (0 for none): SQLite's next number (docs/decisions/0069). */
export async function findHighestNumber(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('grievances').select((eb) => eb.fn.max('number').as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertGrievance(db: Kysely<Database>, row: Insertable<GrievancesTable>): Promise<void> {
  await db.insertInto('grievances').values(row).execute();
}

export async function insertReply(db: Kysely<Database>, row: Insertable<GrievanceRepliesTable>): Promise<void> {
  await db.insertInto('grievance_replies').values(row).execute();
}

export async function findGrievance(db: Kysely<Database>, id: string): Promise<GrievanceRow | undefined> {
  return db.selectFrom('grievances').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findByNumber(db: Kysely<Database>, number: number): Promise<GrievanceRow | undefined> {
  return db.selectFrom('grievances').selectAll().where('number', '=', number).executeTakeFirst();
}

/** The ticket for its change, locked on PostgreSQL until the step commits (SQLite's writers take turns). */
export async function lockGrievance(db: Kysely<Database>, id: string, postgres: boolean): Promise<GrievanceRow | undefined> {
  const query = db.selectFrom('grievances').selectAll().where('id', '=', id);
  return (postgres ? query.forUpdate() : query).executeTakeFirst();
}

export async function updateGrievance(db: Kysely<Database>, id: string, set: Partial<Pick<GrievanceRow, 'status' | 'acknowledged_at' | 'resolved_at' | 'closed_at' | 'handled_by'>>): Promise<void> {
  await db.updateTable('grievances').set(set).where('id', '=', id).execute();
}

/** A network ticket's first escalation: when and the complainant's words; a later one leaves them as they are. */
export async function markEscalated(db: Kysely<Database>, id: string, at: string, words: string): Promise<void> {
  await db.updateTable('grievances').set({ escalated_at: at, escalation: words }).where('id', '=', id).where('escalated_at', 'is', null).execute();
}

/** The customer's own tickets, newest first. */
export async function listOfUser(db: Kysely<Database>, userId: string, limit: number): Promise<GrievanceRow[]> {
  return db.selectFrom('grievances').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** What is overdue at `now`: an open ticket past its acknowledgement, any unsettled one past its resolution. */
const overdueAt = (now: string) => (eb: ExpressionBuilder<Database, 'grievances'>) =>
  eb.or([eb.and([eb('status', '=', 'open'), eb('ack_due_at', '<', now)]), eb.and([eb('status', 'in', ['open', 'acknowledged']), eb('resolve_due_at', '<', now)])]);

/** The desk's list: the nearest deadline first (an unsettled ticket's resolution; a settled one's newest first). */
export async function listForDesk(db: Kysely<Database>, filter: GrievanceFilter, now: string, limit: number): Promise<GrievanceRow[]> {
  let query = db.selectFrom('grievances').selectAll();
  if (filter === 'open') query = query.where('status', 'in', ['open', 'acknowledged']);
  if (filter === 'overdue') query = query.where(overdueAt(now));
  if (filter === 'all') return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return query.orderBy('resolve_due_at', 'asc').orderBy('id', 'asc').limit(limit).execute();
}

export async function countForDesk(db: Kysely<Database>, now: string): Promise<{ open: number; overdue: number }> {
  const [open, overdue] = await Promise.all([
    db.selectFrom('grievances').select((eb) => eb.fn.countAll<number>().as('n')).where('status', 'in', ['open', 'acknowledged']).executeTakeFirstOrThrow(),
    db.selectFrom('grievances').select((eb) => eb.fn.countAll<number>().as('n')).where(overdueAt(now)).executeTakeFirstOrThrow(),
  ]);
  return { open: Number(open.n), overdue: Number(overdue.n) };
}

/** The replies of these tickets, oldest first, by ticket. */
export async function repliesOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, GrievanceReplyRow[]>> {
  const byTicket = new Map<string, GrievanceReplyRow[]>();
  if (ids.length === 0) return byTicket;
  const rows = await db.selectFrom('grievance_replies').selectAll().where('grievance_id', 'in', ids).orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
  for (const r of rows) byTicket.set(r.grievance_id, [...(byTicket.get(r.grievance_id) ?? []), r]);
  return byTicket;
}
