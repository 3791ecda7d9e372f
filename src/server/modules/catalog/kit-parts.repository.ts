import { sql, type Kysely } from 'kysely';
import { dialectOf } from '#server/db/dialect-of';
import type { Database } from '#server/db/schema';

/* Kits' parts (docs/product-rules.md 48): the kit_parts table, which the catalog owns. */

/** The key of the transaction lock kits' stock changes take on PostgreSQL (migration 2026_12_02_091000_kits). */
const KIT_LOCK = 640_064;

/**
 * Makes changes of kits one at a time (PostgreSQL: the lock the kit-stock trigger takes too), so
 * two admins cannot each make a part of the other's kit a kit; SQLite writes one transaction at a time.
 */
export async function lockKits(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(${sql.lit(KIT_LOCK)})`.execute(db);
}

/** The parts of these kits, by kit, in the admin's order (a product with none is no kit). */
export async function findKitParts(db: Kysely<Database>, kitIds: string[]): Promise<Array<{ kit_id: string; part_id: string; quantity: number }>> {
  const ids = [...new Set(kitIds)];
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('kit_parts').select(['kit_id', 'part_id', 'quantity']).where('kit_id', 'in', ids).orderBy('kit_id').orderBy('position').execute();
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity) }));
}

/** Of these products, the ones that are a part of some kit. */
export async function findPartsAmong(db: Kysely<Database>, productIds: string[]): Promise<Set<string>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('kit_parts').select('part_id').distinct().where('part_id', 'in', ids).execute();
  return new Set(rows.map((r) => r.part_id));
}

/** Replaces a kit's parts with `parts`, in their order. */
export async function replaceKitParts(db: Kysely<Database>, kitId: string, parts: Array<{ productId: string; quantity: number }>): Promise<void> {
  await db.deleteFrom('kit_parts').where('kit_id', '=', kitId).execute();
  if (parts.length) await db.insertInto('kit_parts').values(parts.map((p, position) => ({ kit_id: kitId, part_id: p.productId, quantity: p.quantity, position }))).execute();
}

/** Sets a kit's stock to what its parts make now (as the triggers keep it; on PostgreSQL theirs run at the commit). */
export async function setKitStock(db: Kysely<Database>, kitId: string): Promise<void> {
  await sql`update products set stock = coalesce((select min(case when p.is_active = 1 then p.stock / kp.quantity else 0 end) from kit_parts kp join products p on p.id = kp.part_id where kp.kit_id = ${kitId}), 0) where id = ${kitId}`.execute(db);
}

