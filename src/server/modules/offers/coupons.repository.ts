import { sql, type Insertable, type Kysely, type SqlBool, type Updateable } from 'kysely';
import { dialectOf } from '#server/db/dialect-of';
import type { CouponRow, CouponsTable, Database } from '#server/db/schema';

export function listCoupons(db: Kysely<Database>): Promise<CouponRow[]> {
  return db.selectFrom('coupons').selectAll().orderBy('valid_to', 'desc').orderBy('code').execute();
}

export function findCoupon(db: Kysely<Database>, id: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Everyone's uses of a coupon with a total limit, as its guard counts them (takeUse). */
export async function usedOf(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db.selectFrom('coupons').select('used').where('id', '=', id).executeTakeFirst();
  return row?.used ?? 0;
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
 * Takes one use of the coupon for an order and records the redemption. A coupon with a total
 * limit counts its uses in `used` with one guarded UPDATE, so of orders racing for a last use
 * exactly one gets it (PostgreSQL re-checks the guard on the row the first one changed; SQLite runs
 * one write transaction at a time); on PostgreSQL the two are one statement, and the coupon's row
 * stays locked to the commit. A coupon without one only records the redemption: no row every order
 * waits for. False when no use was left.
 */
export async function takeUse(db: Kysely<Database>, redemption: RedemptionRow, limited: boolean): Promise<boolean> {
  if (!limited) {
    await db.insertInto('coupon_redemptions').values(redemption).execute();
    return true;
  }
  const left = sql<SqlBool>`total_uses is null or used < total_uses`;
  if (dialectOf(db) === 'postgres') {
    const { numAffectedRows } = await sql`
      with taken as (update coupons set used = used + 1 where id = ${redemption.coupon_id} and (${left}) returning id)
      insert into coupon_redemptions (order_id, coupon_id, user_id, discount_paise, created_at)
      select ${redemption.order_id}, id, ${redemption.user_id}, ${redemption.discount_paise}, ${redemption.created_at} from taken`.execute(db);
    return Number(numAffectedRows) === 1;
  }
  const result = await db.updateTable('coupons').set({ used: sql`used + 1` }).where('id', '=', redemption.coupon_id).where(left).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.insertInto('coupon_redemptions').values(redemption).execute();
  return true;
}

/**
 * The guard's count made true again from the redemptions, when the owner sets or changes a
 * coupon's limits: uses taken while it had no limit were not counted in `used`.
 */
export async function recountUses(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('coupons')
    .set({ used: (eb) => eb.selectFrom('coupon_redemptions').select((e) => e.fn.countAll<number>().as('n')).where('coupon_id', '=', id) })
    .where('id', '=', id)
    .execute();
}

/** Each coupon's redemptions: orders placed with it and not cancelled. */
export async function countUses(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('coupon_redemptions').select(['coupon_id', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('coupon_id').execute();
  return new Map(rows.map((r) => [r.coupon_id, Number(r.n)]));
}

type RedemptionRow = { order_id: string; coupon_id: string; user_id: string; discount_paise: number; created_at: string };

/** How many orders, not cancelled, this buyer placed with the coupon. */
export async function usesBy(db: Kysely<Database>, couponId: string, userId: string): Promise<number> {
  const row = await db.selectFrom('coupon_redemptions').select((eb) => eb.fn.countAll<number | string>().as('n')).where('coupon_id', '=', couponId).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A cancelled order gives its use back: its redemption removed and the coupon's count lowered, once. */
export async function releaseUse(db: Kysely<Database>, orderId: string): Promise<void> {
  const redemption = await db.deleteFrom('coupon_redemptions').where('order_id', '=', orderId).returning('coupon_id').executeTakeFirst();
  if (redemption) await db.updateTable('coupons').set({ used: sql`used - 1` }).where('id', '=', redemption.coupon_id).where('used', '>', 0).where('total_uses', 'is not', null).execute();
}

export async function hasRedemptions(db: Kysely<Database>, couponId: string): Promise<boolean> {
  return !!(await db.selectFrom('coupon_redemptions').select('order_id').where('coupon_id', '=', couponId).limit(1).executeTakeFirst());
}
