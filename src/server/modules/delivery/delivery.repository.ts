import type { Insertable, Kysely } from 'kysely';
import type { Database, DeliveryAreasTable, DeliveryCodPincodesTable, DeliverySettingsTable } from '#server/db/schema';

export async function listAreas(db: Kysely<Database>) {
  return db.selectFrom('delivery_areas').selectAll().orderBy('state').orderBy('district').execute();
}

export async function listCodPincodes(db: Kysely<Database>) {
  return db.selectFrom('delivery_cod_pincodes').selectAll().orderBy('pincode').execute();
}

export async function findSettings(db: Kysely<Database>) {
  return db.selectFrom('delivery_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** Replaces the areas, the pincode rules and the bands, in the caller's transaction. */
export async function replaceAll(
  trx: Kysely<Database>,
  areas: Insertable<DeliveryAreasTable>[],
  codPincodes: Insertable<DeliveryCodPincodesTable>[],
  settings: Omit<DeliverySettingsTable, 'id'>,
): Promise<void> {
  // The settings row first: its lock makes two admins' saves take turns (PostgreSQL), so neither
  // inserts areas the other has just inserted.
  const updated = await trx.updateTable('delivery_settings').set(settings).where('id', '=', 1).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('delivery_settings').values({ id: 1, ...settings }).execute();
  await trx.deleteFrom('delivery_areas').execute();
  await trx.deleteFrom('delivery_cod_pincodes').execute();
  // In slices: SQLite takes at most 32,766 bound values a statement, PostgreSQL 65,535.
  for (let i = 0; i < areas.length; i += 500) await trx.insertInto('delivery_areas').values(areas.slice(i, i + 500)).execute();
  for (let i = 0; i < codPincodes.length; i += 500) await trx.insertInto('delivery_cod_pincodes').values(codPincodes.slice(i, i + 500)).execute();
}
