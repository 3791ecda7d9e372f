import type { Insertable, Kysely, Updateable } from 'kysely';
import type { AddressesTable, Database } from '#server/db/schema';

export type AddressRow = Awaited<ReturnType<typeof findOwnAddress>> & {};

/** An account's addresses: the default first, then in the order they were saved. */
export async function listAddresses(db: Kysely<Database>, userId: string) {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('created_at').orderBy('id').execute();
}

/** One address of this account; another account's is not found (the caller answers 404). */
export async function findOwnAddress(db: Kysely<Database>, userId: string, id: string) {
  return db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function countAddresses(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom('addresses').select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(db: Kysely<Database>, row: Insertable<AddressesTable>): Promise<void> {
  await db.insertInto('addresses').values(row).execute();
}

export async function updateAddress(db: Kysely<Database>, userId: string, id: string, changes: Updateable<AddressesTable>): Promise<void> {
  await db.updateTable('addresses').set(changes).where('id', '=', id).where('user_id', '=', userId).execute();
}

export async function deleteAddress(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  await db.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).execute();
}

/** Every address of the account (its owner deleted it: docs/product-rules.md 37). */
export async function deleteAddressesOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('addresses').where('user_id', '=', userId).execute();
}

/** Clears the account's default (before another becomes it: the unique index allows one). */
export async function clearDefault(db: Kysely<Database>, userId: string, updatedAt: string): Promise<void> {
  await db.updateTable('addresses').set({ is_default: 0, updated_at: updatedAt }).where('user_id', '=', userId).where('is_default', '=', 1).execute();
}

/** The address that takes over as default when the default is deleted: the oldest one left. */
export async function findOldestAddress(db: Kysely<Database>, userId: string) {
  return db.selectFrom('addresses').select('id').where('user_id', '=', userId).orderBy('created_at').orderBy('id').executeTakeFirst();
}
