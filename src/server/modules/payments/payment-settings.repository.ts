import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, PaymentSettingsTable } from '#server/db/schema';

export type PaymentSettingsRow = Selectable<PaymentSettingsTable>;
export type PaymentSettingsChange = Omit<Updateable<PaymentSettingsTable>, 'id' | 'updated_at' | 'updated_by'>;

/** The settings live in one row, id 1; no row means the defaults (cash on delivery only). */
const SETTINGS_ID = 1;

export async function findPaymentSettings(db: Kysely<Database>): Promise<PaymentSettingsRow | undefined> {
  return db.selectFrom('payment_settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirst();
}

/**
 * Writes only the given columns, creating the row on the first save (the other columns then take
 * their defaults). One statement, so two admins saving different sections keep both changes.
 */
export async function savePaymentSettings(db: Kysely<Database>, change: PaymentSettingsChange, audit: { at: string; by: string }): Promise<void> {
  const stamped = { ...change, updated_at: audit.at, updated_by: audit.by };
  await db
    .insertInto('payment_settings')
    .values({ id: SETTINGS_ID, ...stamped })
    .onConflict((oc) => oc.column('id').doUpdateSet(stamped))
    .execute();
}
