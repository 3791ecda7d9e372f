import type { Kysely } from 'kysely';

/**
 * `sign_in_codes`: the one-time codes sent to a mobile number by SMS or WhatsApp
 * (docs/decisions/0050-sign-in-codes.md). Only a keyed hash of a code is kept; a code ends when it
 * is used, after its wrong tries, or at `expires_at`. The rows of a number, newest first, also
 * say how many codes it was sent lately (its limits), and all rows of a day the shop's daily cap.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('sign_in_codes_phone_created').on('sign_in_codes').columns(['phone', 'created_at']).execute();
  await db.schema.createIndex('sign_in_codes_created').on('sign_in_codes').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_codes').execute();
}
