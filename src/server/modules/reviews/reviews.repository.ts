import type { Kysely, Selectable } from 'kysely';
import type { Database, ReviewsTable } from '#server/db/schema';

export type ReviewRow = Selectable<ReviewsTable>;

export async function findOwnReview(db: Kysely<Database>, userId: string, productId: string): Promise<ReviewRow | undefined> {
  return db
    .selectFrom('reviews')
    .selectAll('reviews')
    .where('reviews.user_id', '=', userId)
    .where('reviews.product_id', '=', productId)
    .executeTakeFirst();
}

/**
 * Creates the buyer's review of the product, or edits its stars, text and entitling order (one per
 * buyer and product: the unique key decides, so two quick sends make one review, never a 500).
 * A hidden review stays hidden: the admin decides that.
 */
export async function upsertReview(db: Kysely<Database>, row: Omit<ReviewRow, 'hidden' | 'hidden_by' | 'hidden_at'>): Promise<void> {
  await db
    .insertInto('reviews')
    .values(row)
    .onConflict((oc) => oc.columns(['product_id', 'user_id']).doUpdateSet({ rating: row.rating, text: row.text, order_id: row.order_id, updated_at: row.updated_at }))
    .execute();
}

/** The average stars and count of a product's visible reviews: one aggregate over its index. */
export async function ratingOf(db: Kysely<Database>, productId: string): Promise<{ average: number | null; count: number }> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.avg<string | number | null>('rating').as('average'), eb.fn.countAll<string | number>().as('count')])
    .where('product_id', '=', productId)
    .where('hidden', '=', 0)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers numeric and bigint as text.
  const count = Number(row.count);
  return { average: count > 0 && row.average !== null ? Math.round(Number(row.average) * 10) / 10 : null, count };
}

/** A page of a product's visible reviews, newest first. */
export async function listVisible(db: Kysely<Database>, productId: string, limit: number, offset: number): Promise<ReviewRow[]> {
  return db
    .selectFrom('reviews')
    .selectAll('reviews')
    .where('reviews.product_id', '=', productId)
    .where('reviews.hidden', '=', 0)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The admin's page of every review, hidden ones included, newest first. */
export async function listAll(db: Kysely<Database>, limit: number, offset: number): Promise<{ rows: ReviewRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('reviews')
      .selectAll('reviews')
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db.selectFrom('reviews').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findAdminReview(db: Kysely<Database>, id: string): Promise<ReviewRow | undefined> {
  return db
    .selectFrom('reviews')
    .selectAll('reviews')
    .where('reviews.id', '=', id)
    .executeTakeFirst();
}

export async function setHidden(db: Kysely<Database>, id: string, hidden: { hidden: number; hidden_by: string | null; hidden_at: string | null; updated_at: string }): Promise<void> {
  await db.updateTable('reviews').set(hidden).where('id', '=', id).execute();
}
