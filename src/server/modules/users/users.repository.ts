import type { Kysely } from 'kysely';
import type { Database, NewUserRow, NewVendorProfileRow, UserRow, VendorProfileRow } from '../../db/schema.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
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

export async function insertUser(db: Kysely<Database>, row: NewUserRow): Promise<void> {
  await db.insertInto('users').values({ ...row, email: normalizeEmail(row.email) }).execute();
}

export async function updateUser(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Pick<UserRow, 'name' | 'type' | 'password_hash' | 'is_active'>>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateUserProfile(db: Kysely<Database>, id: string, changes: { name: string; phone: string }): Promise<void> {
  await db.updateTable('users').set({ ...changes, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
}

export async function insertVendorProfile(db: Kysely<Database>, row: NewVendorProfileRow): Promise<void> {
  await db.insertInto('vendor_profiles').values(row).execute();
}

export async function findVendorProfile(db: Kysely<Database>, userId: string): Promise<VendorProfileRow | undefined> {
  return db.selectFrom('vendor_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}
