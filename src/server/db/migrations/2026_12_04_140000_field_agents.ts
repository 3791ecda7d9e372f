import { sql, type Kysely } from 'kysely';

/** The roles `users.staff_role` may hold, before and after this migration. */
const ROLES_BEFORE = ['owner', 'manager', 'call_centre', 'dispatcher', 'accountant', 'agronomist', 'support'];
const ROLES_AFTER = [...ROLES_BEFORE, 'field_agent'];

/**
 * Field agents (docs/product-rules.md 55, docs/decisions/0070-field-agents.md):
 * - `users.staff_role` may be 'field_agent'. Its CHECK is the column's own, and SQLite alters no
 *   CHECK: on both databases the column is swapped for one with the wider CHECK (added, filled,
 *   the old one dropped, the new one renamed; SQLite drops a column whose only CHECK is its own).
 * - `agent_farmers`: the farmers a field agent keeps, each added with the farmer's code.
 * - `commission_rates`: the owner's commission rate per product category, in basis points.
 * - `commission_entries`: each agent's ledger, in paise: earned when an order he placed is
 *   delivered (`lines`: the rate each line earned at, JSON), reversed when lines of it come back,
 *   paid out by the accountant with its reference (UTR).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await swapRoleColumn(db, ROLES_AFTER);
  await db.schema
    .createTable('agent_farmers')
    .addColumn('agent_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
    .addColumn('farmer_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
    .addColumn('added_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_farmers_pk', ['agent_id', 'farmer_id'])
    .execute();
  await db.schema.createIndex('agent_farmers_farmer').on('agent_farmers').columns(['farmer_id']).execute();
  await db.schema
    .createTable('commission_rates')
    .addColumn('category', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('percent_bp', 'integer', (c) => c.notNull().check(sql`percent_bp >= 0 and percent_bp <= 10000`))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('commission_entries')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('agent_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
    .addColumn('order_id', 'varchar(64)')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().check(sql`kind in ('earned', 'reversed', 'paid')`))
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('lines', 'text')
    .addColumn('reference', 'varchar(64)')
    .addColumn('paid_by', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('commission_entries_agent').on('commission_entries').columns(['agent_id', 'created_at']).execute();
  // An order earns once (the status move's compare-and-set tells 'delivered' once; this holds it).
  await db.schema.createIndex('commission_entries_earned').on('commission_entries').columns(['order_id']).unique().where(sql.ref('kind'), '=', 'earned').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('commission_entries').execute();
  await db.schema.dropTable('commission_rates').execute();
  await db.schema.dropTable('agent_farmers').execute();
  // A field agent has no role of the narrower list: his account keeps no staff permission.
  await db.updateTable('users').set({ staff_role: null }).where('staff_role', '=', 'field_agent').execute();
  await swapRoleColumn(db, ROLES_BEFORE);
}

/** `users.staff_role` again with a CHECK of `roles`, its values kept. */
async function swapRoleColumn(db: Kysely<any>, roles: string[]): Promise<void> {
  const list = sql.join(roles.map((r) => sql.lit(r)));
  await db.schema.alterTable('users').addColumn('staff_role_next', 'varchar(16)', (c) => c.check(sql`staff_role_next in (${list})`)).execute();
  await sql`update users set staff_role_next = staff_role`.execute(db);
  await db.schema.alterTable('users').dropColumn('staff_role').execute();
  await db.schema.alterTable('users').renameColumn('staff_role_next', 'staff_role').execute();
}
