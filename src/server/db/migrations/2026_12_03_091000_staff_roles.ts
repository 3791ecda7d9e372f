import { sql, type Kysely } from 'kysely';

/**
 * `users.staff_role`: a staff account's role (docs/product-rules.md 49, docs/decisions/0067), one
 * of src/shared/staff-roles.ts; null for customers and vendors. Every staff account there already
 * is becomes an owner: it could do everything, and still can.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('staff_role', 'varchar(16)', (c) => c.check(sql`staff_role in ('owner', 'manager', 'call_centre', 'dispatcher', 'accountant', 'agronomist', 'support')`))
    .execute();
  await db.updateTable('users').set({ staff_role: 'owner' }).where('type', '=', 'admin').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('staff_role').execute();
}
