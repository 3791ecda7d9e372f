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

/** The crop's own rows as the admin writes them whole (admin-crops.service.ts). */
export interface CropContent {
  name: Texts;
  source: string;
  seasons: Array<{ season: CropSeasonRow['season']; state: CropSeasonRow['state']; from: string; to: string; source: string }>;
  stages: Array<{ stage: CropStageRow['stage']; fromDay: number; toDay: number; name: Texts; advice: Texts; source: string }>;
  problems: Array<{ slug: string; kind: CropProblemRow['kind']; name: Texts; symptoms: Texts; image: string; alt: Texts; stages: Array<CropStageRow['stage']>; source: string }>;
}

export async function insertCrop(db: Kysely<Database>, slug: string, content: Pick<CropContent, 'name' | 'source'>): Promise<void> {
  const last = await db.selectFrom('crops').select((eb) => eb.fn.max('position').as('position')).executeTakeFirst();
  await db.insertInto('crops').values({ slug, position: Number(last?.position ?? -1) + 1, ...columns('name', content.name), source: content.source } as never).execute();
}

/**
 * Writes the crop's windows, stages and problems as given: windows anew, stages in place (their
 * keys are the five stages every crop has, named by product uses), problems updated by key, added
 * and removed, with the stages each strikes. The caller has checked that no removed problem is in use.
 */
export async function writeCropContent(db: Kysely<Database>, slug: string, content: CropContent): Promise<void> {
  await db.updateTable('crops').set({ ...columns('name', content.name), source: content.source }).where('slug', '=', slug).execute();
  await db.deleteFrom('crop_seasons').where('crop', '=', slug).execute();
  await db
    .insertInto('crop_seasons')
    .values(content.seasons.map((s) => ({ crop: slug, season: s.season, state: s.state, sow_from: s.from, sow_to: s.to, source: s.source })))
    .execute();

  const stages = new Set((await listStages(db, [slug])).map((s) => s.stage));
  for (const s of content.stages) {
    const row = { from_day: s.fromDay, to_day: s.toDay, ...columns('name', s.name), ...columns('advice', s.advice), source: s.source };
    if (stages.has(s.stage)) await db.updateTable('crop_stages').set(row).where('crop', '=', slug).where('stage', '=', s.stage).execute();
    else await db.insertInto('crop_stages').values({ crop: slug, stage: s.stage, ...row } as never).execute();
  }

  await db.deleteFrom('crop_problem_stages').where('crop', '=', slug).execute();
  const kept = content.problems.map((p) => p.slug);
  await db.deleteFrom('crop_problems').where('crop', '=', slug).where('slug', 'not in', kept.length ? kept : ['']).execute();
  const existing = new Set((await listProblems(db, [slug])).map((p) => p.slug));
  for (const [position, p] of content.problems.entries()) {
    const row = { position, kind: p.kind, ...columns('name', p.name), ...columns('symptoms', p.symptoms), image: p.image, ...columns('alt', p.alt), source: p.source };
    if (existing.has(p.slug)) await db.updateTable('crop_problems').set(row).where('crop', '=', slug).where('slug', '=', p.slug).execute();
    else await db.insertInto('crop_problems').values({ crop: slug, slug: p.slug, ...row } as never).execute();
  }
  const strikes = content.problems.flatMap((p) => p.stages.map((stage) => ({ crop: slug, problem: p.slug, stage })));
  if (strikes.length) await db.insertInto('crop_problem_stages').values(strikes).execute();
}

export async function deleteCrop(db: Kysely<Database>, slug: string): Promise<void> {
  // Its windows, stages and problems go with it (on delete cascade).
  await db.deleteFrom('crop_problem_stages').where('crop', '=', slug).execute();
  await db.deleteFrom('crops').where('slug', '=', slug).execute();
}


export async function listAllProblemStages(db: Kysely<Database>): Promise<Array<{ crop: string; problem: string; stage: CropStageRow['stage'] }>> {
  return db.selectFrom('crop_problem_stages').select(['crop', 'problem', 'stage']).execute();
}
