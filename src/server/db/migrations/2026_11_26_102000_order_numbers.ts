import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Which SQL dialect `db` speaks: this migration's own copy of dialectOf (db/dialect-of.ts), frozen with it. */
const dialectOf = (db: Kysely<any>): 'sqlite' | 'postgres' => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/**
 * Short order numbers people can read and say on the phone (docs/product-rules.md 31):
 * orders.number, shown as HY-000123 (src/shared/order-number.ts); the UUID stays the id in URLs
 * and APIs. Existing orders are numbered 1, 2, 3... by when they were placed (id breaks ties).
 * New numbers are taken in the order's transaction: on PostgreSQL from the document_series row
 * 'ORDER' (the tax documents' counter, whose row lock serialises concurrent checkouts), which is
 * set here past the highest number given; on SQLite, whose write transactions run one at a time,
 * from the highest number so far (read through the unique index).
 */
/** The counter's row in document_series (the migration keeps its own copy of the name: migrations do not change). */
const SERIES = 'ORDER';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('number', 'integer').execute();
  // One statement on both databases (SQLite 3.33+ takes UPDATE ... FROM).
  await sql`update orders set number = ranked.n from (select id, row_number() over (order by created_at, id) as n from orders) as ranked where ranked.id = orders.id`.execute(db);
  const { count } = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  await db.schema.createIndex('orders_number_idx').on('orders').column('number').unique().execute();
  if (dialectOf(db) === 'postgres') {
    // SQLite cannot add NOT NULL to an existing column; there the code alone guarantees it.
    await sql`alter table orders alter column number set not null`.execute(db);
    await db.insertInto('document_series').values({ series: SERIES, next_seq: Number(count) + 1 }).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('document_series').where('series', '=', SERIES).execute();
  await db.schema.dropIndex('orders_number_idx').execute();
  await db.schema.alterTable('orders').dropColumn('number').execute();
}
