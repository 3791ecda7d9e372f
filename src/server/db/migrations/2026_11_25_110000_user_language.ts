import type { Kysely } from 'kysely';

/** The language an account chose (docs/decisions/0022): null until it chooses one. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'varchar(8)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
