import type { Kysely } from 'kysely';
import type { Database, StockLocationRow, StockLocationsTable } from '#server/db/schema';

/** Every stock location, by name. */
export async function findLocations(db: Kysely<Database>): Promise<StockLocationRow[]> {
  return db.selectFrom('stock_locations').selectAll().orderBy('name').execute();
}

export async function findLocation(db: Kysely<Database>, id: string): Promise<StockLocationRow | undefined> {
  return db.selectFrom('stock_locations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertLocation(db: Kysely<Database>, row: StockLocationsTable): Promise<void> {
  await db.insertInto('stock_locations').values(row).execute();
}

export async function updateLocation(db: Kysely<Database>, id: string, change: Omit<StockLocationsTable, 'id' | 'created_at'>): Promise<void> {
  await db.updateTable('stock_locations').set(change).where('id', '=', id).execute();
}
