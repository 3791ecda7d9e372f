import { sql, type AliasedSelectQueryBuilder, type Insertable, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
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

/**
 * The units of these products' lots valid on `today`: what a seed product has to sell (0 for a
 * product without one).
 */
export async function findValidLotStock(db: Kysely<Database>, productIds: string[], today: string): Promise<Map<string, number>> {
  const stock = new Map(productIds.map((id) => [id, 0]));
  if (productIds.length === 0) return stock;
  const rows = await db
    .selectFrom('seed_lots')
    .select(['product_id', (eb) => eb.fn.sum<number>('stock').as('n')])
    .where('product_id', 'in', productIds)
    .where('valid_until', '>=', today)
    .groupBy('product_id')
    .execute();
  for (const r of rows) stock.set(r.product_id, Number(r.n ?? 0));
  return stock;
}

/** The units of every product's lots valid on `today`, for products that have one (the periodic pass). */
export async function findAllValidLotStock(db: Kysely<Database>, today: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('seed_lots')
    .select(['product_id', (eb) => eb.fn.sum<number>('stock').as('n')])
    .where('valid_until', '>=', today)
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.n ?? 0)]));
}

/** Which of these products have a lot valid on `today`. */
export async function findProductsWithValidLot(db: Kysely<Database>, productIds: string[], today: string): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db.selectFrom('seed_lots').select('product_id').distinct().where('product_id', 'in', productIds).where('valid_until', '>=', today).execute();
  return new Set(rows.map((r) => r.product_id));
}

/** The valid lots of a product that still have stock, first-expiring first, locked (PostgreSQL). */
export async function findSellableLots(db: Kysely<Database>, productId: string, today: string): Promise<Array<Pick<SeedLotRow, 'id' | 'lot_number' | 'stock' | 'location_id'>>> {
  let query = db
    .selectFrom('seed_lots')
    .select(['id', 'lot_number', 'stock', 'location_id'])
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

export async function insertOrderItemLots(db: Kysely<Database>, rows: Insertable<OrderItemLotsTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('order_item_lots').values(rows).execute();
}

export async function findLotsOfOrderItems(db: Kysely<Database>, orderItemIds: string[]) {
  if (orderItemIds.length === 0) return [];
  return db.selectFrom('order_item_lots').selectAll().where('order_item_id', 'in', orderItemIds).orderBy('lot_number').execute();
}

/** The lots these order lines were sold from, with the units each gave, in lot-id order within a line. */
export async function findLotTakesOfLines(db: Kysely<Database>, orderItemIds: string[]): Promise<Array<{ order_item_id: string; lot_id: string; quantity: number }>> {
  if (orderItemIds.length === 0) return [];
  return db.selectFrom('order_item_lots').select(['order_item_id', 'lot_id', 'quantity']).where('order_item_id', 'in', orderItemIds).orderBy('order_item_id').orderBy('lot_id').execute();
}

/** Puts `quantity` units back into a lot (a cancellation, a return received). */
export async function putBackIntoLot(db: Kysely<Database>, lotId: string, quantity: number): Promise<void> {
  await db.updateTable('seed_lots').set((eb) => ({ stock: eb('stock', '+', quantity) })).where('id', '=', lotId).execute();
}

/**
 * Lot-wise sales of orders placed from `fromAt` (inclusive) to `toAt` (exclusive), cancelled
 * orders left out; for one vendor's products when their ids are given (the catalog's subquery).
 */
export async function lotSales(db: Kysely<Database>, placed: PlacedLines, vendorProductIds?: SelectQueryBuilder<Database, 'products', { id: string }>) {
  let query = db
    .selectFrom('order_item_lots as l')
    .innerJoin(placed.as('i'), 'i.id', 'l.order_item_id')
    .innerJoin('seed_lots as s', 's.id', 'l.lot_id')
    .select(['i.product_id', 'i.product_name', 'l.lot_number', 's.valid_until', 's.germination_pct', 'l.quantity', 'i.order_id', 'i.order_number', 'i.created_at']);
  if (vendorProductIds) query = query.where('i.product_id', 'in', vendorProductIds);
  return query.orderBy('i.product_name').orderBy('l.lot_number').orderBy('i.created_at').execute();
}

/** A product's lots valid on `today` with units, and where each is kept (read only: checkout's summary). */
export async function findValidLots(db: Kysely<Database>, productId: string, today: string): Promise<Array<Pick<SeedLotRow, 'stock' | 'location_id'>>> {
  return db.selectFrom('seed_lots').select(['stock', 'location_id']).where('product_id', '=', productId).where('valid_until', '>=', today).where('stock', '>', 0).execute();
}
