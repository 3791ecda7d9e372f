import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SiteSettingsTable } from '#server/db/schema';

export type SiteSettingsRow = Selectable<SiteSettingsTable>;

/** The settings live in one row, id 1; no row means nothing set yet. */
const SETTINGS_ID = 1;

export async function findSiteSettings(db: Kysely<Database>): Promise<SiteSettingsRow | undefined> {
  return db.selectFrom('site_settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirst();
}

/** Replaces every field at once (the form sends them all), creating the row on the first save. */
export async function saveSiteSettings(db: Kysely<Database>, row: Omit<Insertable<SiteSettingsTable>, 'id'>): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ id: SETTINGS_ID, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}
