import { isLanguage, type Language } from '#shared/languages';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthChangePassword, AuthLogin, AuthRegister, AuthUpdateProfile, Profile, SessionUser } from '#shared/schemas/auth';
import type { Database, UserRow } from '#server/db/schema';
import { AppError } from '#server/http/errors';
import * as users from './users.repository.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { isUniqueViolation } from '#server/db/sql-helpers';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose one that is harder to guess.';
const INVALID_LOGIN = 'Invalid email or password';

// Verified when the email is unknown, so an unknown email costs the same time as a wrong password.
const DUMMY_HASH = hashPassword(randomUUID());

export function toSessionUser(user: UserRow): SessionUser {
  return { id: user.id, name: user.name, email: user.email, type: user.type, language: isLanguage(user.language) ? user.language : null };
}

export class AuthService {
  constructor(private readonly db: Kysely<Database>) {}

  /** Creates a customer or a pending vendor (never an admin) in one transaction. */
  async register(input: AuthRegister): Promise<UserRow> {
    if (isCommonPassword(input.password)) {
      throw new AppError(400, 'validation_failed', COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
    }
    const passwordHash = await hashPassword(input.password);
    const now = new Date().toISOString();
    const user: UserRow = {
      id: randomUUID(),
      email: users.normalizeEmail(input.email),
      name: input.type === 'vendor' ? input.ownerName : input.name,
      type: input.type === 'vendor' ? 'vendor' : 'user',
      password_hash: passwordHash,
      phone: input.phone,
      language: null,
      is_active: 1,
      created_at: now,
      updated_at: now,
    };
    try {
      await this.db.transaction().execute(async (trx) => {
        await users.insertUser(trx, user);
        if (input.type === 'vendor') {
          await users.insertVendorProfile(trx, {
            user_id: user.id,
            business_name: input.businessName,
            address: input.address,
            gst_number: input.gstNumber ?? null,
            status: 'pending',
            reviewed_at: null,
            reviewed_by: null,
            created_at: now,
            updated_at: now,
          });
        }
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        const message = 'An account with this email already exists. Please log in instead.';
        throw new AppError(409, 'email_taken', message, { email: message });
      }
      throw err;
    }
    return user;
  }

  /** The account for these credentials; the same answer for an unknown email and a wrong password. */
  async verifyLogin(input: AuthLogin): Promise<UserRow> {
    const user = await users.findUserByEmail(this.db, input.email);
    const ok = await verifyPassword(input.password, user?.password_hash ?? (await DUMMY_HASH));
    if (!user || !ok || user.is_active !== 1) throw new AppError(401, 'invalid_credentials', INVALID_LOGIN);
    return user;
  }

  async profile(userId: string): Promise<Profile> {
    const user = await users.findUserById(this.db, userId);
    if (!user) throw new AppError(401, 'unauthenticated', 'Please log in.');
    const vendor = user.type === 'vendor' ? await users.findVendorProfile(this.db, userId) : undefined;
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      type: user.type,
      phone: user.phone,
      joinedAt: user.created_at,
      vendor: vendor
        ? {
            businessName: vendor.business_name,
            // The owner is the account holder: one name and phone, on the account.
            ownerName: user.name,
            phone: user.phone ?? '',
            address: vendor.address,
            gstNumber: vendor.gst_number,
            status: vendor.status,
            // The admin's reason, shown to the vendor only while it stands (a later approval clears it).
            rejectionReason: vendor.status === 'rejected' ? vendor.rejection_reason : null,
          }
        : null,
    };
  }

  async updateProfile(userId: string, input: AuthUpdateProfile): Promise<Profile> {
    await users.updateUserProfile(this.db, userId, input);
    return this.profile(userId);
  }

  /** The account's language from now on: every device it signs in on follows it (issue 14). */
  async setLanguage(userId: string, language: Language): Promise<void> {
    await users.updateUserLanguage(this.db, userId, language);
  }

  /** Needs the current password; the new one must not be a common one. */
  async changePassword(user: UserRow, input: AuthChangePassword): Promise<void> {
    if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
      const message = 'Your current password is not correct.';
      throw new AppError(400, 'validation_failed', message, { currentPassword: message });
    }
    if (isCommonPassword(input.password)) {
      throw new AppError(400, 'validation_failed', COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
    }
    await users.updateUser(this.db, user.id, { password_hash: await hashPassword(input.password) });
  }
}
