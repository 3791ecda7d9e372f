import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import type { OrderStatus } from '#shared/schemas/orders';

/** Every order of the buyer, oldest first: its copy of its data has no page limit. */
export async function allOrdersOfBuyer(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'created_at', 'status', 'payment_method', 'subtotal_paise', 'discount_paise', 'coupon_code', 'gst_paise', 'total_paise', 'ship_full_name', 'ship_email', 'ship_phone', 'ship_address', 'ship_city', 'ship_state', 'ship_pincode'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function linesOfOrders(db: Kysely<Database>, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_items').select(['order_id', 'product_name', 'quantity', 'unit_price_paise', 'line_total_paise']).where('order_id', 'in', orderIds).orderBy('order_id').orderBy('position').execute();
}

export async function countOrdersOfBuyerIn(db: Kysely<Database>, userId: string, statuses: readonly OrderStatus[]): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', 'in', [...statuses])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The buyer's phone number and e-mail address off its orders (kept '' as an order placed without an e-mail is). */
export async function blankContactsOfBuyer(db: Kysely<Database>, userId: string, at: string): Promise<void> {
  await db.updateTable('orders').set({ ship_email: '', ship_phone: '', updated_at: at }).where('user_id', '=', userId).execute();
}
