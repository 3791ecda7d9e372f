import type { Kysely } from 'kysely';
import { LOW_STOCK_THRESHOLD } from '#shared/catalog';
import type { Database } from '#server/db/schema';

/** Counts of the vendor's listings: published, drafts, and low in stock (archived ones left out). */
export async function countOwnListings(db: Kysely<Database>, vendorId: string) {
  const row = await db
    .selectFrom('products')
    .where('vendor_id', '=', vendorId)
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('listing_status', '=', 'published').then(1).else(0).end()).as('published'),
      eb.fn.sum<number>(eb.case().when('listing_status', '=', 'draft').then(1).else(0).end()).as('drafts'),
      eb.fn
        .sum<number>(eb.case().when(eb.and([eb('listing_status', '<>', 'archived'), eb('stock', '<=', LOW_STOCK_THRESHOLD)])).then(1).else(0).end())
        .as('low_stock'),
    ])
    .executeTakeFirstOrThrow();
  // SUM over no rows is NULL.
  return { published: Number(row.published ?? 0), drafts: Number(row.drafts ?? 0), lowStock: Number(row.low_stock ?? 0) };
}

/**
 * Order lines of the vendor's products, joined to their orders. A line belongs to the vendor
 * whose product it holds (products are archived, never erased, once ordered).
 */
function ownLines(db: Kysely<Database>, vendorId: string) {
  return db
    .selectFrom('order_items')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .where('products.vendor_id', '=', vendorId);
}

/** Orders (not cancelled) holding the vendor's products, and the sum of its lines in them. */
export async function sumOwnSales(db: Kysely<Database>, vendorId: string): Promise<{ orders: number; revenuePaise: number }> {
  const row = await ownLines(db, vendorId)
    .where('orders.status', '<>', 'cancelled')
    .select((eb) => [eb.fn.count<number>('orders.id').distinct().as('orders'), eb.fn.sum<number>('order_items.line_total_paise').as('revenue')])
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), revenuePaise: Number(row.revenue ?? 0) };
}

// What a vendor may see of an order: never the buyer's email, phone or street address.
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
export async function listOwnLines(db: Kysely<Database>, vendorId: string, limit: number, offset: number): Promise<{ rows: OwnLineRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    ownLines(db, vendorId)
      .select(LINE_COLUMNS)
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .orderBy('order_items.position')
      .limit(limit)
      .offset(offset)
      .execute(),
    ownLines(db, vendorId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findOwnLinesOfOrder(db: Kysely<Database>, vendorId: string, orderId: string) {
  return ownLines(db, vendorId).select(LINE_COLUMNS).where('orders.id', '=', orderId).orderBy('order_items.position').execute();
}

/** An order's payment, and whether any of its lines is another supplier's (the shop's own, or another vendor's). */
export async function findOrderPaymentFor(db: Kysely<Database>, vendorId: string, orderId: string) {
  const order = await db.selectFrom('orders').select(['id', 'status', 'payment_method', 'payment_status', 'total_paise', 'updated_at']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return undefined;
  const others = await db
    .selectFrom('order_items')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_items.order_id', '=', orderId)
    .where((eb) => eb.or([eb('products.vendor_id', 'is', null), eb('products.vendor_id', '<>', vendorId)]))
    .executeTakeFirstOrThrow();
  return { ...order, wholeOrder: Number(others.n) === 0 };
}
