import { sql, type Kysely } from 'kysely';
import type { CallBackCallsTable, CallBackRequestRow, Database } from '#server/db/schema';
import { dialectOf } from '#server/db/dialect-of';
import type { CallBackOutcome, CallBackSource } from '#shared/schemas/call-backs';

// The call-back queue's SQL (docs/product-rules.md 51, docs/decisions/0066).

export interface FoldInput {
  id: string;
  mobile: string;
  at: string;
  interest: string | null;
  productId: string | null;
  createdAt: string;
}

/**
 * The number's open request, made or folded into in one statement: an upsert on the partial unique
 * index of open requests (migration 2026_12_04_100000), so calls at the same moment on two app
 * servers or two connections count on one row and never make two. A fold counts the call, keeps
 * the latest call's time (calls may be told out of order) and the crop or product it names, if any.
 */
export async function foldIntoOpenRequest(db: Kysely<Database>, input: FoldInput): Promise<{ id: string; calls: number }> {
  return db
    .insertInto('call_back_requests')
    .values({
      id: input.id,
      mobile: input.mobile,
      calls: 1,
      first_call_at: input.at,
      last_call_at: input.at,
      interest: input.interest,
      product_id: input.productId,
      assigned_to: null,
      assigned_at: null,
      closed_at: null,
      closed_by: null,
      outcome: null,
      note: null,
      created_at: input.createdAt,
    })
    .onConflict((oc) =>
      oc
        .column('mobile')
        .where('closed_at', 'is', null)
        .doUpdateSet({
          calls: sql`call_back_requests.calls + 1`,
          last_call_at: sql`case when excluded.last_call_at > call_back_requests.last_call_at then excluded.last_call_at else call_back_requests.last_call_at end`,
          interest: sql`coalesce(excluded.interest, call_back_requests.interest)`,
          product_id: sql`coalesce(excluded.product_id, call_back_requests.product_id)`,
        }),
    )
    .returning(['id', 'calls'])
    .executeTakeFirstOrThrow();
}

/** One time the farmer asked; false when its CallSid is recorded already (a repeated delivery). */
export async function insertCall(db: Kysely<Database>, call: CallBackCallsTable): Promise<boolean> {
  const row = await db.insertInto('call_back_calls').values(call).onConflict((oc) => oc.column('call_sid').doNothing()).returning('id').executeTakeFirst();
  return row !== undefined;
}

export async function callSidRecorded(db: Kysely<Database>, callSid: string): Promise<boolean> {
  return (await db.selectFrom('call_back_calls').select('id').where('call_sid', '=', callSid).executeTakeFirst()) !== undefined;
}

/** The open requests, oldest first, at most `limit`. */
export async function listOpen(db: Kysely<Database>, limit: number): Promise<CallBackRequestRow[]> {
  return db.selectFrom('call_back_requests').selectAll().where('closed_at', 'is', null).orderBy('first_call_at').orderBy('id').limit(limit).execute();
}

export async function countOpen(db: Kysely<Database>): Promise<{ total: number; waiting: number }> {
  const row = await db
    .selectFrom('call_back_requests')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('id').filterWhere('assigned_to', 'is', null).as('waiting')])
    .where('closed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), waiting: Number(row.waiting) };
}

export async function findRequest(db: Kysely<Database>, id: string): Promise<CallBackRequestRow | undefined> {
  return db.selectFrom('call_back_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The open request the agent holds (an agent holds one at a time: Take next gives it back until it is closed). */
export async function findHeldBy(db: Kysely<Database>, agentId: string): Promise<CallBackRequestRow | undefined> {
  return db.selectFrom('call_back_requests').selectAll().where('assigned_to', '=', agentId).where('closed_at', 'is', null).orderBy('assigned_at').limit(1).executeTakeFirst();
}

/**
 * The oldest open request nobody holds, locked for this transaction. On PostgreSQL, SKIP LOCKED
 * passes over a row another agent's Take next is taking at this moment, so two agents get two
 * requests, neither waits, and neither gets nothing while others wait. SQLite runs one write
 * transaction at a time: the read and the take below are never interleaved.
 */
export async function lockOldestWaiting(db: Kysely<Database>): Promise<string | undefined> {
  let query = db.selectFrom('call_back_requests').select('id').where('closed_at', 'is', null).where('assigned_to', 'is', null).orderBy('first_call_at').orderBy('id').limit(1);
  if (dialectOf(db) === 'postgres') query = query.forUpdate().skipLocked();
  return (await query.executeTakeFirst())?.id;
}

/** Gives the request to the agent if it still waits; false when another took it meanwhile. */
export async function assign(db: Kysely<Database>, id: string, agentId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('call_back_requests')
    .set({ assigned_to: agentId, assigned_at: at })
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .where('assigned_to', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes the request if it is open and held by the agent or by nobody; false otherwise (the caller says why). */
export async function close(db: Kysely<Database>, id: string, by: string, at: string, outcome: CallBackOutcome, note: string | null): Promise<boolean> {
  const result = await db
    .updateTable('call_back_requests')
    .set({ closed_at: at, closed_by: by, outcome, note })
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .where((eb) => eb.or([eb('assigned_to', 'is', null), eb('assigned_to', '=', by)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Each request's sources, in the order they first came. */
export async function sourcesOf(db: Kysely<Database>, requestIds: string[]): Promise<Map<string, CallBackSource[]>> {
  const sources = new Map<string, CallBackSource[]>();
  if (requestIds.length === 0) return sources;
  const rows = await db
    .selectFrom('call_back_calls')
    .select(['request_id', 'source', (eb) => eb.fn.min('at').as('first')])
    .where('request_id', 'in', requestIds)
    .groupBy(['request_id', 'source'])
    .orderBy('request_id')
    .orderBy('first')
    .execute();
  for (const row of rows) sources.set(row.request_id, [...(sources.get(row.request_id) ?? []), row.source]);
  return sources;
}
