import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import type { CustomerGroup } from '#shared/price-lists';

/**
 * Which cart: an account's (with its customer group, whose prices the cart shows: docs/product-rules.md 46),
 * or a visitor's by the hash of its cookie token.
 */
export type CartOwner = { userId: string; group?: CustomerGroup } | { visitorId: string };

export async function findCartId(db: Kysely<Database>, owner: CartOwner): Promise<string | undefined> {
  const row = await ('userId' in owner
    ? db.selectFrom('carts').select('id').where('user_id', '=', owner.userId)
    : db.selectFrom('carts').select('id').where('id', '=', owner.visitorId).where('user_id', 'is', null)
  ).executeTakeFirst();
  return row?.id;
}

export async function insertCart(db: Kysely<Database>, row: { id: string; user_id: string | null; updated_at: string }): Promise<void> {
  await db.insertInto('carts').values(row).execute();
}

export async function touchCart(db: Kysely<Database>, cartId: string, now: string): Promise<void> {
  await db.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).execute();
}

export async function cartUpdatedAt(db: Kysely<Database>, cartId: string): Promise<string | undefined> {
  return (await db.selectFrom('carts').select('updated_at').where('id', '=', cartId).executeTakeFirst())?.updated_at;
}

export interface CartLineRow {
  product_id: string;
  quantity: number;
  seen_price_paise: number;
}

/** The lines in the order they were added. */
export async function listLines(db: Kysely<Database>, cartId: string): Promise<CartLineRow[]> {
  const rows = await db
    .selectFrom('cart_lines')
    .select(['product_id', 'quantity', 'seen_price_paise'])
    .where('cart_id', '=', cartId)
    .orderBy('added_at')
    .orderBy('product_id')
    .execute();
  return rows.map((r) => ({ product_id: r.product_id, quantity: Number(r.quantity), seen_price_paise: Number(r.seen_price_paise) }));
}

export async function findLine(db: Kysely<Database>, cartId: string, productId: string): Promise<{ quantity: number } | undefined> {
  return db.selectFrom('cart_lines').select('quantity').where('cart_id', '=', cartId).where('product_id', '=', productId).executeTakeFirst();
}

export async function countLines(db: Kysely<Database>, cartId: string): Promise<number> {
  const row = await db.selectFrom('cart_lines').select((eb) => eb.fn.countAll<number>().as('n')).where('cart_id', '=', cartId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function upsertLine(
  db: Kysely<Database>,
  line: { cart_id: string; product_id: string; quantity: number; seen_price_paise: number; added_at: string },
): Promise<void> {
  await db
    .insertInto('cart_lines')
    .values(line)
    .onConflict((oc) => oc.columns(['cart_id', 'product_id']).doUpdateSet({ quantity: line.quantity, seen_price_paise: line.seen_price_paise }))
    .execute();
}

export async function deleteLines(db: Kysely<Database>, cartId: string, productIds?: string[]): Promise<void> {
  let query = db.deleteFrom('cart_lines').where('cart_id', '=', cartId);
  if (productIds) {
    if (productIds.length === 0) return;
    query = query.where('product_id', 'in', productIds);
  }
  await query.execute();
}

/** An account's lines of these products, once ordered (the order's transaction). */
export async function deleteOrderedLines(db: Kysely<Database>, userId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .deleteFrom('cart_lines')
    .where('cart_id', '=', (eb) => eb.selectFrom('carts').select('id').where('user_id', '=', userId))
    .where('product_id', 'in', productIds)
    .execute();
}

/** Moves a visitor's cart to an account that has none: it becomes the account's. */
export async function giveCartTo(db: Kysely<Database>, cartId: string, userId: string, now: string): Promise<void> {
  await db.updateTable('carts').set({ user_id: userId, updated_at: now }).where('id', '=', cartId).execute();
}

export async function deleteCart(db: Kysely<Database>, cartId: string): Promise<void> {
  await db.deleteFrom('carts').where('id', '=', cartId).execute();
}

/** Visitors' carts untouched since `before` (their cookie has expired): lines go with them. */
export async function deleteAbandonedVisitorCarts(db: Kysely<Database>, before: string, limit: number): Promise<void> {
  const ids = db.selectFrom('carts').select('id').where('user_id', 'is', null).where('updated_at', '<', before).limit(limit);
  await db.deleteFrom('carts').where('id', 'in', ids).execute();
}

