import type { Kysely } from 'kysely';
import type { Database, LabelClaimRow, NewProductUseRow, ProductUseRow } from '#server/db/schema';

type Db = Kysely<Database>;

/** A product's uses in its own order; `approvedOnly` for the storefront. */
export function listUses(db: Db, productId: string, approvedOnly: boolean): Promise<ProductUseRow[]> {
  let query = db.selectFrom('product_uses').selectAll().where('product_id', '=', productId);
  if (approvedOnly) query = query.where('status', '=', 'approved');
  return query.orderBy('position').execute();
}

/** Replaces a product's uses with `rows` (in the caller's transaction). */
export async function replaceUses(db: Db, productId: string, rows: NewProductUseRow[]): Promise<void> {
  await db.deleteFrom('product_uses').where('product_id', '=', productId).execute();
  if (rows.length) await db.insertInto('product_uses').values(rows).execute();
}

/** Approves a product's waiting uses; how many it approved. */
export async function approveUses(db: Db, productId: string): Promise<number> {
  const result = await db.updateTable('product_uses').set({ status: 'approved' }).where('product_id', '=', productId).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The approved uses on a crop of the products in the shop, with what a crop page shows of each,
 * in stage order as the caller sorts them; in-stock products first within a stage.
 */
export function listCropUses(db: Db, crop: string) {
  return db
    .selectFrom('product_uses')
    .innerJoin('products', 'products.id', 'product_uses.product_id')
    .select([
      'product_uses.id as use_id',
      'product_uses.stage',
      'product_uses.problem',
      'product_uses.dose_amount',
      'product_uses.dose_unit',
      'product_uses.dose_basis',
      'products.id',
      'products.name',
      'products.name_hi',
      'products.name_mr',
      'products.price_paise',
      'products.image_url',
      'products.stock',
      'products.pack_size',
      'products.pack_unit',
    ])
    .where('product_uses.crop', '=', crop)
    .where('product_uses.status', '=', 'approved')
    .where('products.is_active', '=', 1)
    .orderBy('product_uses.stage')
    .orderBy('products.name')
    .limit(200)
    .execute();
}

export function listClaims(db: Db): Promise<Array<LabelClaimRow & { uses: number | string }>> {
  return db
    .selectFrom('label_claims')
    .selectAll('label_claims')
    .select((eb) => eb.selectFrom('product_uses').select(eb.fn.countAll().as('n')).whereRef('product_uses.claim_id', '=', 'label_claims.id').as('uses'))
    .orderBy('generic_name')
    .orderBy('crop')
    .orderBy('problem')
    .execute() as Promise<Array<LabelClaimRow & { uses: number | string }>>;
}

/** The claims registered for a generic name on these crops: what a pesticide's uses may stay within. */
export function findClaims(db: Db, genericName: string): Promise<LabelClaimRow[]> {
  return db.selectFrom('label_claims').selectAll().where('generic_name', '=', genericName).execute();
}

export function findClaim(db: Db, id: string): Promise<LabelClaimRow | undefined> {
  return db.selectFrom('label_claims').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertClaim(db: Db, row: LabelClaimRow): Promise<void> {
  await db.insertInto('label_claims').values(row).execute();
}

/** Whether a product use stays within the claim. */
export async function claimInUse(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('product_uses').select('id').where('claim_id', '=', id).limit(1).executeTakeFirst()) !== undefined;
}

export async function deleteClaim(db: Db, id: string): Promise<void> {
  await db.deleteFrom('label_claims').where('id', '=', id).execute();
}

/** What of a crop products' uses and label claims name: the crop at all, and which of its problems. */
export async function cropLinks(db: Db, crop: string): Promise<{ linked: boolean; problems: Set<string> }> {
  const [uses, claims] = await Promise.all([
    db.selectFrom('product_uses').select('problem').distinct().where('crop', '=', crop).execute(),
    db.selectFrom('label_claims').select('problem').distinct().where('crop', '=', crop).execute(),
  ]);
  const rows = [...uses, ...claims];
  return { linked: rows.length > 0, problems: new Set(rows.flatMap((r) => (r.problem === null ? [] : [r.problem]))) };
}
