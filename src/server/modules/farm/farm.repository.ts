import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, FarmCropRow, FarmCropsTable } from '#server/db/schema';

/** A farmer's crops, in the order he added them. */
export function listFarmCrops(db: Kysely<Database>, userId: string): Promise<FarmCropRow[]> {
  return db.selectFrom('farm_crops').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

/** One crop of this farmer; another farmer's is not found (the caller answers 404). */
export function findOwnFarmCrop(db: Kysely<Database>, userId: string, id: string): Promise<FarmCropRow | undefined> {
  return db.selectFrom('farm_crops').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function countFarmCrops(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom('farm_crops').select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertFarmCrop(db: Kysely<Database>, row: Insertable<FarmCropsTable>): Promise<void> {
  await db.insertInto('farm_crops').values(row).execute();
}

export async function updateFarmCrop(db: Kysely<Database>, userId: string, id: string, changes: Updateable<FarmCropsTable>): Promise<void> {
  await db.updateTable('farm_crops').set(changes).where('id', '=', id).where('user_id', '=', userId).execute();
}

export async function deleteFarmCrop(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  await db.deleteFrom('farm_crops').where('id', '=', id).where('user_id', '=', userId).execute();
}

/** Every crop of the account (its owner deleted it: docs/product-rules.md 37). */
export async function deleteFarmCropsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('farm_crops').where('user_id', '=', userId).execute();
}

/** Whether any farmer grows the crop: the crop guide keeps a crop that farmers' fields name. */
export async function anyGrows(db: Kysely<Database>, crop: string): Promise<boolean> {
  return (await db.selectFrom('farm_crops').select('id').where('crop', '=', crop).limit(1).executeTakeFirst()) !== undefined;
}
