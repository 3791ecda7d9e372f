import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '#server/db/schema';

/**
 * The supplier's products' ids, as the catalog gives them: a subquery of its products (archived
 * ones included), so each query below stays one query.
 */
export type SupplierProducts = SelectQueryBuilder<Database, 'products', { id: string }>;

/**
 * Order lines of the supplier's products, joined to their orders. A line belongs to the vendor
 * whose product it holds (products are archived, never erased, once ordered).
 */
function ownLines(db: Kysely<Database>, products: SupplierProducts) {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .where('order_items.product_id', 'in', products);
}

/** Orders (not cancelled) holding the supplier's products, and the sum of its lines in them. */
export async function sumOwnSales(db: Kysely<Database>, products: SupplierProducts): Promise<{ orders: number; revenuePaise: number }> {
  const row = await ownLines(db, products)
    .where('orders.status', '<>', 'cancelled')
    .select((eb) => [eb.fn.count<number>('orders.id').distinct().as('orders'), eb.fn.sum<number>('order_items.line_total_paise').as('revenue')])
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), revenuePaise: Number(row.revenue ?? 0) };
}

// What a supplier (a vendor) may see of an order: never the buyer's email, phone or street address.
const LINE_COLUMNS = [
  'order_items.id as line_id',
  'order_items.product_id',
  'order_items.product_name',
  'order_items.quantity',
  'order_items.unit_price_paise',
  'order_items.line_total_paise',
  'orders.id as order_id',
  'orders.number as order_number',
  'orders.created_at as order_date',
  'orders.status',
  'orders.ship_full_name',
  'orders.ship_city',
] as const;

export type OwnLineRow = Awaited<ReturnType<typeof findOwnLinesOfOrder>>[number];

/** Newest orders first (id breaks ties), each order's lines in their order. */
export async function listOwnLines(db: Kysely<Database>, products: SupplierProducts, limit: number, offset: number): Promise<{ rows: OwnLineRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    ownLines(db, products)
      .select(LINE_COLUMNS)
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .orderBy('order_items.position')
      .limit(limit)
      .offset(offset)
      .execute(),
    ownLines(db, products).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findOwnLinesOfOrder(db: Kysely<Database>, products: SupplierProducts, orderId: string) {
  return ownLines(db, products).select(LINE_COLUMNS).where('orders.id', '=', orderId).orderBy('order_items.position').execute();
}

/** An order's payment, and whether any of its lines is another supplier's (the shop's own, or another vendor's). */
export async function findOrderPaymentFor(db: Kysely<Database>, products: SupplierProducts, orderId: string) {
  const order = await db.selectFrom('orders').select(['id', 'status', 'payment_method', 'payment_status', 'total_paise', 'updated_at']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return undefined;
  const others = await db
    .selectFrom('order_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_items.order_id', '=', orderId)
    .where('order_items.product_id', 'not in', products)
    .executeTakeFirstOrThrow();
  return { ...order, wholeOrder: Number(others.n) === 0 };
}
