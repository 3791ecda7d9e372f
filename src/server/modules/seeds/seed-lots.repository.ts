import { sql, type AliasedSelectQueryBuilder, type Insertable, type Kysely, type Selectable } from 'kysely';
import { dialectOf } from '#server/db/dialect-of';
import type { Database, OrderItemLotsTable, SeedLotsTable } from '#server/db/schema';

/** An order line of a period, with its order's number and date. */
interface PlacedLine {
  id: string;
  product_id: string;
  product_name: string;
  order_id: string;
  order_number: number;
  created_at: string;
}

/**
 * The lines of orders placed in a period, not cancelled: a subquery of the orders module
 * (OrderReads.linesPlaced), joined here to the lots they were sold from; a period's lines would
 * be too many to ask for by id.
 */
export interface PlacedLines {
  as<A extends string>(alias: A): AliasedSelectQueryBuilder<PlacedLine, A>;
}

export type SeedLotRow = Selectable<SeedLotsTable>;

/** The lots of these products, the latest valid-until first (a product's newest lot on top). */
export async function findLotsOfProducts(db: Kysely<Database>, productIds: string[]): Promise<SeedLotRow[]> {
  if (productIds.length === 0) return [];
  return db.selectFrom('seed_lots').selectAll().where('product_id', 'in', productIds).orderBy('valid_until', 'desc').orderBy('lot_number').execute();
}

export async function insertLot(db: Kysely<Database>, row: Insertable<SeedLotsTable>): Promise<void> {
  await db.insertInto('seed_lots').values(row).execute();
}

/** The product's lot of this number, whatever its letter case. */
export async function findLotByNumber(db: Kysely<Database>, productId: string, lotNumber: string): Promise<SeedLotRow | undefined> {
  return db.selectFrom('seed_lots').selectAll().where('product_id', '=', productId).where(sql`lower(lot_number)`, '=', lotNumber.toLowerCase()).executeTakeFirst();
}

/** A product's row, locked until the transaction ends (PostgreSQL), as placing an order locks it. */
export async function lockProductRow(db: Kysely<Database>, productId: string, vendorId?: string) {
  let query = db.selectFrom('products').select(['id', 'name', 'category', 'vendor_id']).where('id', '=', productId);
  if (vendorId !== undefined) query = query.where('vendor_id', '=', vendorId).where('listing_status', '<>', 'archived');
  if (dialectOf(db) === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The stock of a product's lots valid on `today`: what a seed product has to sell. */
const validLotStock = (today: string) =>
  sql<number>`coalesce((select sum(seed_lots.stock) from seed_lots where seed_lots.product_id = products.id and seed_lots.valid_until >= ${today}), 0)`;

/**
 * Sets each seed product's stock to its valid lots' stock, in the caller's transaction (which
 * holds the product's row: the lot change, the order or the cancellation that moved it).
 */
export async function recountSeedStock(db: Kysely<Database>, productIds: string[], today: string): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .updateTable('products')
    .set({ stock: validLotStock(today) })
    .where('id', 'in', productIds)
    .where('category', '=', 'seeds')
    .where('stock', '<>', validLotStock(today))
    .execute();
}

/** Seed products whose stock still counts units of lots past their day (the periodic pass). */
export async function findStaleSeedStock(db: Kysely<Database>, today: string): Promise<string[]> {
  const rows = await db.selectFrom('products').select('id').where('category', '=', 'seeds').where('stock', '<>', validLotStock(today)).execute();
  return rows.map((r) => r.id);
}

/** The valid lots of a product that still have stock, first-expiring first, locked (PostgreSQL). */
export async function findSellableLots(db: Kysely<Database>, productId: string, today: string): Promise<Array<Pick<SeedLotRow, 'id' | 'lot_number' | 'stock'>>> {
  let query = db
    .selectFrom('seed_lots')
    .select(['id', 'lot_number', 'stock'])
    .where('product_id', '=', productId)
    .where('valid_until', '>=', today)
    .where('stock', '>', 0)
    .orderBy('valid_until')
    .orderBy('lot_number');
  if (dialectOf(db) === 'postgres') query = query.forUpdate();
  return query.execute();
}

/** Takes `quantity` from one lot if it still has them (a compare-and-set); false when it had not. */
export async function takeFromLot(db: Kysely<Database>, lotId: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('seed_lots')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', lotId)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Which of these products are seeds, and whether each has a lot valid on `today`. */
export async function findSeedProducts(db: Kysely<Database>, productIds: string[], today: string): Promise<Array<{ id: string; name: string; has_valid_lot: number }>> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select((eb) => [
      'products.id',
      'products.name',
      eb
        .case()
        .when(eb.exists(eb.selectFrom('seed_lots').select(sql<number>`1`.as('one')).whereRef('seed_lots.product_id', '=', 'products.id').where('seed_lots.valid_until', '>=', today)))
        .then(1)
        .else(0)
        .end()
        .as('has_valid_lot'),
    ])
    .where('products.id', 'in', productIds)
    .where('products.category', '=', 'seeds')
    .execute();
  return rows.map((r) => ({ ...r, has_valid_lot: Number(r.has_valid_lot) }));
}

export async function insertOrderItemLots(db: Kysely<Database>, rows: Insertable<OrderItemLotsTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('order_item_lots').values(rows).execute();
}

export async function findLotsOfOrderItems(db: Kysely<Database>, orderItemIds: string[]) {
  if (orderItemIds.length === 0) return [];
  return db.selectFrom('order_item_lots').selectAll().where('order_item_id', 'in', orderItemIds).orderBy('lot_number').execute();
}

/**
 * Puts what an order's lines (all of them) took back into their lots (a cancellation), in the
 * caller's transaction; answers the seed products whose stock must be recounted.
 */
export async function restoreLotsOfLines(db: Kysely<Database>, lines: Array<{ id: string; product_id: string }>): Promise<string[]> {
  if (lines.length === 0) return [];
  const taken = await db.selectFrom('order_item_lots').select(['lot_id', 'quantity', 'order_item_id']).where('order_item_id', 'in', lines.map((l) => l.id)).execute();
  // Lots in id order, so two restocks can never deadlock.
  for (const t of [...taken].sort((a, b) => a.lot_id.localeCompare(b.lot_id))) {
    await db.updateTable('seed_lots').set((eb) => ({ stock: eb('stock', '+', t.quantity) })).where('id', '=', t.lot_id).execute();
  }
  const productOf = new Map(lines.map((l) => [l.id, l.product_id]));
  return [...new Set(taken.map((t) => productOf.get(t.order_item_id)!))];
}

/**
 * Lot-wise sales of orders placed from `fromAt` (inclusive) to `toAt` (exclusive), cancelled
 * orders left out; for one vendor's products when `vendorId` is given.
 */
export async function lotSales(db: Kysely<Database>, placed: PlacedLines, vendorId?: string) {
  let query = db
    .selectFrom('order_item_lots as l')
    .innerJoin(placed.as('i'), 'i.id', 'l.order_item_id')
    .innerJoin('seed_lots as s', 's.id', 'l.lot_id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['p.id as product_id', 'i.product_name', 'l.lot_number', 's.valid_until', 's.germination_pct', 'l.quantity', 'i.order_id', 'i.order_number', 'i.created_at']);
  if (vendorId) query = query.where('p.vendor_id', '=', vendorId);
  return query.orderBy('i.product_name').orderBy('l.lot_number').orderBy('i.created_at').execute();
}
