import type { Insertable, Kysely } from 'kysely';
import type { Database, OndcIssueRow, OndcIssuesTable, OndcOrderRow } from '#server/db/schema';

/** A buyer app's issue by the id it gave it: another buyer app's issues are never found. */
export async function findIssue(db: Kysely<Database>, bapId: string, issueId: string): Promise<OndcIssueRow | undefined> {
  return db.selectFrom('ondc_issues').selectAll().where('bap_id', '=', bapId).where('issue_id', '=', issueId).executeTakeFirst();
}

/** The issue a ticket is, if it came from the network. */
export async function findIssueOfGrievance(db: Kysely<Database>, grievanceId: string): Promise<OndcIssueRow | undefined> {
  return db.selectFrom('ondc_issues').selectAll().where('grievance_id', '=', grievanceId).executeTakeFirst();
}

export async function insertIssue(db: Kysely<Database>, row: Insertable<OndcIssuesTable>): Promise<void> {
  await db.insertInto('ondc_issues').values(row).execute();
}

export async function updateIssue(db: Kysely<Database>, bapId: string, issueId: string, set: Pick<OndcIssueRow, 'complainant_action' | 'context' | 'updated_at'>): Promise<void> {
  await db.updateTable('ondc_issues').set(set).where('bap_id', '=', bapId).where('issue_id', '=', issueId).execute();
}

/**
 * A buyer app's order by the id it gave it, locked on PostgreSQL until the caller's transaction
 * ends (SQLite's writers take turns): two calls about one order's issues take turns, so a repeated
 * issue id finds the ticket the first made.
 */
export async function lockNetworkOrder(db: Kysely<Database>, bapId: string, networkOrderId: string, postgres: boolean): Promise<OndcOrderRow | undefined> {
  const query = db.selectFrom('ondc_orders').selectAll().where('bap_id', '=', bapId).where('network_order_id', '=', networkOrderId);
  return (postgres ? query.forUpdate() : query).executeTakeFirst();
}
