import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, NewUserRow, UserRow } from '#server/db/schema';
import { dialectOf } from '#server/db/dialect-of';
import { likeContains } from '#server/db/sql-helpers';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/** The account that signs in with this mobile number (+91 and 10 digits), if any. */
export async function findUserByMobile(db: Kysely<Database>, mobile: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

/** The account's verified mobile number, from `at`. */
export async function setMobile(db: Kysely<Database>, id: string, mobile: string, at: string): Promise<void> {
  await db.updateTable('users').set({ mobile, mobile_verified_at: at, updated_at: at }).where('id', '=', id).execute();
}

export async function setTextChannel(db: Kysely<Database>, id: string, channel: 'sms' | 'whatsapp'): Promise<void> {
  await db.updateTable('users').set({ text_channel: channel, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
}

/**
 * The active owners (docs/product-rules.md 49), counted inside the caller's transaction and held
 * until it ends (docs/decisions/0067), so that two owners demoting, deactivating or deleting each
 * other at once cannot both see the other still there: PostgreSQL locks their rows (SELECT ...
 * FOR UPDATE, in id order so two such transactions never deadlock); the second waits, then reads
 * the rows as the first left them. SQLite runs one transaction at a time on its one connection,
 * so the count read in the transaction already holds.
 */
export async function lockOwners(db: Kysely<Database>): Promise<number> {
  const owners = db.selectFrom('users').select('id').where('type', '=', 'admin').where('staff_role', '=', 'owner').where('is_active', '=', 1);
  return (await (dialectOf(db) === 'postgres' ? owners.orderBy('id').forUpdate() : owners).execute()).length;
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('type', '=', 'admin')
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A mobile number proved by its owner (a code or link sent to it came back). */
export async function markMobileVerified(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db.updateTable('users').set({ mobile_verified_at: at, updated_at: at }).where('id', '=', id).where('mobile_verified_at', 'is', null).execute();
}

export async function insertUser(db: Kysely<Database>, row: NewUserRow): Promise<void> {
  await db.insertInto('users').values({ ...row, email: row.email ? normalizeEmail(row.email) : null }).execute();
}

export async function updateUser(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Pick<UserRow, 'name' | 'email' | 'type' | 'password_hash' | 'is_active' | 'customer_group' | 'staff_role'>>,
): Promise<void> {
  const email = changes.email === undefined ? {} : { email: changes.email === null ? null : normalizeEmail(changes.email) };
  await db
    .updateTable('users')
    .set({ ...changes, ...email, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateUserProfile(db: Kysely<Database>, id: string, changes: { name: string; phone: string }): Promise<void> {
  await db.updateTable('users').set({ ...changes, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
}

export async function updateUserLanguage(db: Kysely<Database>, id: string, language: string): Promise<void> {
  await db.updateTable('users').set({ language, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
}

/** A user row as the admin list shows it: without the password hash. */
export type ListedUserRow = Pick<UserRow, 'id' | 'name' | 'email' | 'mobile' | 'type' | 'is_active' | 'customer_group' | 'staff_role' | 'created_at'>;

function userFilter(filter: { id?: string; q?: string; type?: UserRow['type'] }) {
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.id) conditions.push(eb('users.id', '=', filter.id));
    if (filter.type) conditions.push(eb('users.type', '=', filter.type));
    if (filter.q) {
      // Emails are stored lowercased; names are compared in lower case on both sides.
      const pattern = likeContains(filter.q.toLowerCase());
      conditions.push(sql<SqlBool>`(lower(users.name) like ${pattern} escape '\\' or users.email like ${pattern} escape '\\')`);
    }
    return eb.and(conditions);
  };
}

function selectListedUsers(db: Kysely<Database>, filter: Parameters<typeof userFilter>[0]) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.name', 'users.email', 'users.mobile', 'users.type', 'users.is_active', 'users.customer_group', 'users.staff_role', 'users.created_at'])
    .where(userFilter(filter));
}

/**
 * One page of accounts, newest first with the id as tie-break (a stable order, so pages never
 * repeat or skip a row), and the total under the same filter.
 */
export async function listUsers(
  db: Kysely<Database>,
  filter: { q?: string; type?: UserRow['type'] },
  page: { limit: number; offset: number },
): Promise<{ rows: ListedUserRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    selectListedUsers(db, filter).orderBy('users.created_at', 'desc').orderBy('users.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where(userFilter(filter)).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findListedUser(db: Kysely<Database>, id: string): Promise<ListedUserRow | undefined> {
  return selectListedUsers(db, { id }).executeTakeFirst();
}

/** Erases an account; its sessions and vendor profile go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** What other modules show of an account: its holder's name and how to reach it. */
export type AccountContactRow = Pick<UserRow, 'id' | 'name' | 'email' | 'phone' | 'language' | 'mobile' | 'text_channel'>;

export async function findContacts(db: Kysely<Database>, ids: string[]): Promise<AccountContactRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(['id', 'name', 'email', 'phone', 'language', 'mobile', 'text_channel']).where('id', 'in', [...new Set(ids)]).execute();
}

/** The staff role of each active staff account among `ids` (a customer, a vendor, a deactivated account or one without a role is left out). */
export async function findActiveStaffRoles(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(['id', 'staff_role']).where('id', 'in', [...new Set(ids)]).where('type', '=', 'admin').where('is_active', '=', 1).where('staff_role', 'is not', null).execute();
}

/** Every active admin account's contact, in a stable order (the shop has a handful). */
export async function findActiveAdminContacts(db: Kysely<Database>): Promise<AccountContactRow[]> {
  return db.selectFrom('users').select(['id', 'name', 'email', 'phone', 'language', 'mobile', 'text_channel']).where('type', '=', 'admin').where('is_active', '=', 1).orderBy('created_at').orderBy('id').execute();
}

/** The account with this sign-in mobile number (unique), by its index. */
export async function findByMobile(db: Kysely<Database>, mobile: string): Promise<Pick<UserRow, 'id' | 'name' | 'language' | 'type'> | undefined> {
  return db.selectFrom('users').select(['id', 'name', 'language', 'type']).where('mobile', '=', mobile).executeTakeFirst();
}

export async function findNames(db: Kysely<Database>, ids: string[]): Promise<Array<Pick<UserRow, 'id' | 'name'>>> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(['id', 'name']).where('id', 'in', [...new Set(ids)]).execute();
}

export async function countActiveOfType(db: Kysely<Database>, type: UserRow['type']): Promise<number> {
  const row = await db
    .selectFrom('users')
    .where('type', '=', type)
    .where('is_active', '=', 1)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ids of active accounts of this type, as a subquery. */
export function activeIdsOfType(db: Kysely<Database>, type: UserRow['type']) {
  return db.selectFrom('users').select('users.id').where('users.type', '=', type).where('users.is_active', '=', 1);
}

/** The ids of accounts whose e-mail or name contains `pattern` (a LIKE pattern, lower case), as a subquery. */
export function idsWithEmailOrNameLike(db: Kysely<Database>, pattern: string) {
  return db
    .selectFrom('users')
    .select('users.id')
    .where(sql<SqlBool>`(lower(users.email) like ${pattern} escape '\\' or lower(users.name) like ${pattern} escape '\\')`);
}

/**
 * Takes the account's row lock for the rest of the transaction (PostgreSQL: a row lock; SQLite:
 * the write lock), changing nothing.
 */
export async function lockUser(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('users').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', id).execute();
}

/**
 * What identifies the account's holder erased (its owner deleted it: docs/product-rules.md 37):
 * the row stays, under "Deleted account", because its orders and their tax documents point to it.
 * Nothing can sign in to it again, and its e-mail and mobile number are free for a new account.
 */
export async function anonymiseUser(db: Kysely<Database>, id: string, name: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ name, email: null, mobile: null, mobile_verified_at: null, phone: null, password_hash: null, language: null, text_channel: 'sms', is_active: 0, updated_at: at })
    .where('id', '=', id)
    .execute();
}
