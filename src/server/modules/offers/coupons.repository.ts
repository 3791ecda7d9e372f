import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { CouponRow, CouponsTable, Database } from '#server/db/schema';

export function listCoupons(db: Kysely<Database>): Promise<CouponRow[]> {
  return db.selectFrom('coupons').selectAll().orderBy('valid_to', 'desc').orderBy('code').execute();
}

export function findCoupon(db: Kysely<Database>, id: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCouponByCode(db: Kysely<Database>, code: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function insertCoupon(db: Kysely<Database>, row: Insertable<CouponsTable>): Promise<void> {
  await db.insertInto('coupons').values(row).execute();
}

export async function updateCoupon(db: Kysely<Database>, id: string, changes: Updateable<CouponsTable>): Promise<void> {
  await db.updateTable('coupons').set(changes).where('id', '=', id).execute();
}

export async function deleteCoupon(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('coupons').where('id', '=', id).execute();
}

/**
 * Takes one use of the coupon if one is left: one guarded UPDATE, so of orders racing for a last
 * use exactly one gets it (PostgreSQL re-checks the guard on the row the first one changed;
 * SQLite runs one write transaction at a time). On PostgreSQL the row stays locked to the commit,
 * so the same buyer's uses are counted after it without a race.
 */
export async function takeUse(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set({ used: sql`used + 1` })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('total_uses', 'is', null), eb('used', '<', eb.ref('total_uses'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many orders, not cancelled, this buyer placed with the coupon. */
export async function usesBy(db: Kysely<Database>, couponId: string, userId: string): Promise<number> {
  const row = await db.selectFrom('coupon_redemptions').select((eb) => eb.fn.countAll<number | string>().as('n')).where('coupon_id', '=', couponId).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRedemption(db: Kysely<Database>, row: { order_id: string; coupon_id: string; user_id: string; discount_paise: number; created_at: string }): Promise<void> {
  await db.insertInto('coupon_redemptions').values(row).execute();
}

/** A cancelled order gives its use back: its redemption removed and the coupon's count lowered, once. */
export async function releaseUse(db: Kysely<Database>, orderId: string): Promise<void> {
  const redemption = await db.deleteFrom('coupon_redemptions').where('order_id', '=', orderId).returning('coupon_id').executeTakeFirst();
  if (redemption) await db.updateTable('coupons').set({ used: sql`used - 1` }).where('id', '=', redemption.coupon_id).where('used', '>', 0).execute();
}

export async function hasRedemptions(db: Kysely<Database>, couponId: string): Promise<boolean> {
  return !!(await db.selectFrom('coupon_redemptions').select('order_id').where('coupon_id', '=', couponId).limit(1).executeTakeFirst());
}
