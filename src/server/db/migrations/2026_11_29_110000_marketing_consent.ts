import type { Kysely } from 'kysely';

/**
 * `marketing_consents`: a farmer's yes or no to offers and crop tips, apart from his order
 * messages (India's Digital Personal Data Protection Act, 2023: consent for each purpose, given
 * and withdrawn as easily). Append-only: every change is a row with its time and where it was
 * made (`source`: 'sign_up', 'profile', 'whatsapp_stop', 'whatsapp_start'), and the newest row of
 * an account is its current choice; an account without a row has not agreed. `given` is 1 or 0.
 * The rows go with their account (ON DELETE CASCADE), and are erased when the farmer deletes it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('marketing_consents')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('given', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('marketing_consents_user_idx').on('marketing_consents').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('marketing_consents').execute();
}
