import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Which SQL dialect `db` speaks: this migration's own copy of dialectOf (db/dialect-of.ts), frozen with it. */
const dialectOf = (db: Kysely<any>): 'sqlite' | 'postgres' => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/**
 * PostgreSQL: statistics over product_uses' crop, problem and status together. A problem belongs
 * to one crop, so the planner, multiplying the two conditions' shares as if they were unrelated,
 * took cotton's whitefly for a quarter of its 4,109 products and fetched and sorted them (30-40
 * ms) where reading the name order until a page is full takes 2 ms (docs/decisions/0055, Figures).
 * SQLite keeps no such statistics; its plans are steered in the catalogue's repository.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create statistics product_uses_crop_problem (dependencies, mcv) on crop, problem, status from product_uses`.execute(db);
  await sql`analyze product_uses`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`drop statistics product_uses_crop_problem`.execute(db);
}
