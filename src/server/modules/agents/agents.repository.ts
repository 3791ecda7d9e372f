import { sql, type Insertable, type Kysely } from 'kysely';
import type { CategorySlug } from '#shared/catalog';
import type { CommissionEntriesTable, Database, PickupPointsTable } from '#server/db/schema';
import { dialectOf } from '#server/db/dialect-of';

// The field agents' tables (docs/product-rules.md 55): their farmers, the commission rates and the ledger.

/** Adds the farmer to the agent's own; false when he was there already. */
export async function insertAgentFarmer(db: Kysely<Database>, row: { agent_id: string; farmer_id: string; added_at: string }): Promise<boolean> {
  const inserted = await db.insertInto('agent_farmers').values(row).onConflict((oc) => oc.columns(['agent_id', 'farmer_id']).doNothing()).returning('agent_id').executeTakeFirst();
  return inserted !== undefined;
}

export async function findAgentFarmer(db: Kysely<Database>, agentId: string, farmerId: string) {
  return db.selectFrom('agent_farmers').selectAll().where('agent_id', '=', agentId).where('farmer_id', '=', farmerId).executeTakeFirst();
}

/** The agent's farmers, newest added first (at most 500). */
export async function findFarmersOf(db: Kysely<Database>, agentId: string) {
  return db.selectFrom('agent_farmers').select(['farmer_id', 'added_at']).where('agent_id', '=', agentId).orderBy('added_at', 'desc').orderBy('farmer_id').limit(500).execute();
}

export async function findRates(db: Kysely<Database>) {
  return db.selectFrom('commission_rates').select(['category', 'percent_bp']).orderBy('category').execute();
}

/** Sets each category's rate (a new one, or a change). */
export async function upsertRate(db: Kysely<Database>, category: CategorySlug, percentBp: number, at: string): Promise<void> {
  await db
    .insertInto('commission_rates')
    .values({ category, percent_bp: percentBp, updated_at: at })
    .onConflict((oc) => oc.column('category').doUpdateSet({ percent_bp: percentBp, updated_at: at }))
    .execute();
}

export async function insertEntry(db: Kysely<Database>, row: Insertable<CommissionEntriesTable>): Promise<void> {
  await db.insertInto('commission_entries').values(row).execute();
}

/** The entries of an order (its earning and reversals). */
export async function findEntriesOfOrder(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('commission_entries').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
}

/** The agent's ledger, newest first (at most 500 entries). */
export async function findEntriesOf(db: Kysely<Database>, agentId: string) {
  return db.selectFrom('commission_entries').selectAll().where('agent_id', '=', agentId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500).execute();
}

/** The agent's balance: the sum of his entries (earned positive, reversed and paid negative). */
export async function sumOf(db: Kysely<Database>, agentId: string): Promise<number> {
  const row = await db.selectFrom('commission_entries').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('balance')).where('agent_id', '=', agentId).executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** Each agent's totals by kind, for the accountant. */
export async function findTotals(db: Kysely<Database>) {
  return db
    .selectFrom('commission_entries')
    .select((eb) => ['agent_id', 'kind', eb.fn.sum<number>('amount_paise').as('total')])
    .groupBy(['agent_id', 'kind'])
    .execute();
}

/**
 * Takes the agent's ledger for the rest of the transaction: two payouts at once are decided one
 * after the other against the balance (PostgreSQL: a transaction-scoped advisory lock on the
 * agent; SQLite runs one write transaction at a time).
 */
export async function lockLedger(db: Kysely<Database>, agentId: string): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`commission:${agentId}`}))`.execute(db);
}

/** The agent's pickup point (docs/product-rules.md 56), on or off. */
export async function findPickupPoint(db: Kysely<Database>, agentId: string) {
  return db.selectFrom('pickup_points').selectAll().where('agent_id', '=', agentId).executeTakeFirst();
}

/** Keeps the agent's one point: a new one, or his changes. */
export async function upsertPickupPoint(db: Kysely<Database>, row: Insertable<PickupPointsTable>): Promise<void> {
  const { agent_id: _agent, ...changes } = row;
  await db.insertInto('pickup_points').values(row).onConflict((oc) => oc.column('agent_id').doUpdateSet(changes)).execute();
}

/** The points that are on of the agents keeping this farmer, by name. */
export async function findPickupPointsFor(db: Kysely<Database>, farmerId: string) {
  return db
    .selectFrom('pickup_points as p')
    .innerJoin('agent_farmers as f', 'f.agent_id', 'p.agent_id')
    .selectAll('p')
    .where('f.farmer_id', '=', farmerId)
    .where('p.active', '=', 1)
    .orderBy('p.name')
    .orderBy('p.agent_id')
    .limit(20)
    .execute();
}
