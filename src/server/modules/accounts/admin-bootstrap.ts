import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { hashPassword } from './password.ts';
import { countAdmins, findUserByEmail, insertUser, updateUser } from './users.repository.ts';

export type AdminBootstrapResult = 'created' | 'promoted' | 'updated' | 'skipped';

/**
 * Creates the configured admin when the shop has none (ADMIN_EMAIL/ADMIN_PASSWORD at start).
 * A fresh install never has a default password: no configuration, no admin.
 */
export async function ensureConfiguredAdmin(
  db: Kysely<Database>,
  admin: { email: string; password: string; name: string },
): Promise<AdminBootstrapResult> {
  if ((await countAdmins(db)) > 0) return 'skipped';
  return upsertAdmin(db, admin);
}

/** Creates an admin, or promotes the account with that email and sets its password: an owner (docs/product-rules.md 49). */
export async function upsertAdmin(
  db: Kysely<Database>,
  admin: { email: string; password: string; name: string },
): Promise<Exclude<AdminBootstrapResult, 'skipped'>> {
  const passwordHash = await hashPassword(admin.password);
  const existing = await findUserByEmail(db, admin.email);
  if (existing) {
    await updateUser(db, existing.id, { type: 'admin', staff_role: 'owner', password_hash: passwordHash, is_active: 1 });
    return existing.type === 'admin' ? 'updated' : 'promoted';
  }
  const now = new Date().toISOString();
  await insertUser(db, {
    id: randomUUID(),
    email: admin.email,
    name: admin.name,
    type: 'admin',
    staff_role: 'owner',
    password_hash: passwordHash,
    phone: null,
    created_at: now,
    updated_at: now,
  });
  return 'created';
}
