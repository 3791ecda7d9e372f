import type { Kysely, Selectable } from 'kysely';
import type { CropProblemsTable, CropSeasonsTable, CropStagesTable, CropsTable, Database } from '#server/db/schema';

export type CropRow = Selectable<CropsTable>;
export type CropSeasonRow = Selectable<CropSeasonsTable>;
export type CropStageRow = Selectable<CropStagesTable>;
export type CropProblemRow = Selectable<CropProblemsTable>;

export async function listCrops(db: Kysely<Database>): Promise<CropRow[]> {
  return db.selectFrom('crops').selectAll().orderBy('position').orderBy('slug').execute();
}

export async function findCrop(db: Kysely<Database>, slug: string): Promise<CropRow | undefined> {
  return db.selectFrom('crops').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** Seasons of the given crops (all of them when `crops` is undefined). */
export async function listSeasons(db: Kysely<Database>, crops?: string[]): Promise<CropSeasonRow[]> {
  let q = db.selectFrom('crop_seasons').selectAll();
  if (crops) q = q.where('crop', 'in', crops.length ? crops : ['']);
  return q.orderBy('crop').orderBy('season').orderBy('state').execute();
}

/** Stages of the given crops (all of them when `crops` is undefined), in the order they come. */
export async function listStages(db: Kysely<Database>, crops?: string[]): Promise<CropStageRow[]> {
  let q = db.selectFrom('crop_stages').selectAll();
  if (crops) q = q.where('crop', 'in', crops.length ? crops : ['']);
  return q.orderBy('crop').orderBy('from_day').execute();
}

/** Problems of the given crops (all of them when `crops` is undefined). */
export async function listProblems(db: Kysely<Database>, crops?: string[]): Promise<CropProblemRow[]> {
  let q = db.selectFrom('crop_problems').selectAll();
  if (crops) q = q.where('crop', 'in', crops.length ? crops : ['']);
  return q.orderBy('crop').orderBy('position').execute();
}

export async function listProblemStages(db: Kysely<Database>, crop: string): Promise<Array<{ problem: string; stage: CropStageRow['stage'] }>> {
  return db.selectFrom('crop_problem_stages').select(['problem', 'stage']).where('crop', '=', crop).execute();
}

type Texts = { en: string; hi: string; mr: string };
const columns = (key: string, t: Texts) => ({ [`${key}_en`]: t.en, [`${key}_hi`]: t.hi, [`${key}_mr`]: t.mr });

export async function updateCropName(db: Kysely<Database>, slug: string, name: Texts): Promise<void> {
  await db.updateTable('crops').set(columns('name', name)).where('slug', '=', slug).execute();
}

export async function updateStageTexts(db: Kysely<Database>, crop: string, stage: CropStageRow['stage'], name: Texts, advice: Texts): Promise<void> {
  await db.updateTable('crop_stages').set({ ...columns('name', name), ...columns('advice', advice) }).where('crop', '=', crop).where('stage', '=', stage).execute();
}

export async function updateProblemTexts(db: Kysely<Database>, crop: string, slug: string, texts: { name: Texts; symptoms: Texts; alt: Texts }): Promise<void> {
  await db
    .updateTable('crop_problems')
    .set({ ...columns('name', texts.name), ...columns('symptoms', texts.symptoms), ...columns('alt', texts.alt) })
    .where('crop', '=', crop)
    .where('slug', '=', slug)
    .execute();
}
