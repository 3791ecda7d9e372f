import { isLanguage, type Language } from '#shared/languages';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { randomUUID } from 'node:crypto';
import type { AuthChangeEmail, AuthChangePassword, AuthLogin, AuthRegister, AuthUpdateProfile, Profile, SessionUser } from '#shared/schemas/auth';
import type { UserRow } from '#server/db/schema';
import { AppError } from '#server/errors';
import * as users from './users.repository.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { isUniqueViolation } from '#server/db/sql-helpers';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import type { CurrentPasswordCheck } from './current-password.ts';
import { deleteSessionsOfUser } from './sessions.repository.ts';
import type { VendorProfiles } from './vendor-profiles.ts';
import type { MarketingConsent } from './marketing-consent.ts';
import { permissionsOf } from '#shared/staff-roles';
import type { CacheBus } from '#server/shared-state/cache-bus';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose one that is harder to guess.';
const INVALID_LOGIN = 'Invalid email or password';
const EMAIL_TAKEN = 'An account with this email already exists.';

/** Where a change was asked from: the client's address (its wrong passwords are counted) and the page's language. */
export interface ChangeOrigin {
  clientAddress: string;
  language: Language;
}

// Verified when the email is unknown, so an unknown email costs the same time as a wrong password.
const DUMMY_HASH = hashPassword(randomUUID());

export function toSessionUser(user: UserRow): SessionUser {
  const session: SessionUser = { id: user.id, name: user.name, email: user.email, mobile: user.mobile, type: user.type, language: isLanguage(user.language) ? user.language : null, customerGroup: user.customer_group };
  // A staff account's role and what it may do, for the admin area's menu (docs/product-rules.md 49).
  if (user.type === 'admin') return { ...session, ...(user.staff_role ? { staffRole: user.staff_role } : {}), permissions: [...permissionsOf(user.staff_role)] };
  return session;
}

export class AuthService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly events: EventBus<ShopEvents>,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly now: () => number,
    /** A vendor's business profile: the vendors module keeps it. */
    private readonly vendorProfiles: VendorProfiles,
    /** Offers and crop tips: the sign-up's box, the profile's choice (docs/product-rules.md 37). */
    private readonly marketing: MarketingConsent,
    /** Tells every server that a vendor's phone changed: its products' pages kept rendered show it (docs/product-rules.md 52). */
    private readonly bus?: CacheBus,
  ) {}

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
      mobile: null,
      mobile_verified_at: null,
      text_channel: 'sms',
      language: null,
      is_active: 1,
      customer_group: 'retail',
      staff_role: null,
      created_at: now,
      updated_at: now,
    };
    try {
      await this.work.transaction(async (trx) => {
        await users.insertUser(trx, user);
        if (input.type === 'vendor') {
          await this.vendorProfiles.apply(user.id, { businessName: input.businessName, address: input.address, gstNumber: input.gstNumber ?? null }, now);
          // The owner hears of it in the sign-up's transaction, so no application waits unseen (docs/product-rules.md 30).
          await this.events.emit('vendor.applied', { vendorId: user.id, businessName: input.businessName, at: now });
        } else if (input.marketingOptIn === true) {
          // Only a ticked box is a consent; an unticked one records nothing (no row is a no).
          await this.marketing.record(user.id, true, 'sign_up', new Date(now));
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
    const user = await users.findUserByEmail(this.work.db, input.email);
    const ok = await verifyPassword(input.password, user?.password_hash ?? (await DUMMY_HASH));
    if (!user || !ok || user.is_active !== 1) throw new AppError(401, 'invalid_credentials', INVALID_LOGIN);
    return user;
  }

  async profile(userId: string): Promise<Profile> {
    const user = await users.findUserById(this.work.db, userId);
    if (!user) throw new AppError(401, 'unauthenticated', 'Please log in.');
    const vendor = user.type === 'vendor' ? await this.vendorProfiles.profileOf(userId) : undefined;
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      type: user.type,
      phone: user.phone,
      mobile: user.mobile,
      textChannel: user.text_channel,
      hasPassword: user.password_hash !== null,
      joinedAt: user.created_at,
      marketingOptIn: await this.marketing.current(user.id),
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
    await this.setNameAndPhone(userId, input);
    const profile = await this.profile(userId);
    // A vendor's phone is its products' customer-care number (docs/product-rules.md 52): every server drops the pages it keeps.
    if (profile.type === 'vendor') await this.bus?.changed('page-data');
    return profile;
  }

  /** The account holder's name and phone (a vendor's owner is its account holder: the vendor's Settings save them here). */
  async setNameAndPhone(userId: string, holder: AuthUpdateProfile): Promise<void> {
    await users.updateUserProfile(this.work.db, userId, holder);
  }

  /** Offers and crop tips, yes or no, from the profile: withdrawn as easily as given (docs/product-rules.md 37). */
  async setMarketing(userId: string, optIn: boolean): Promise<Profile> {
    await this.marketing.record(userId, optIn, 'profile');
    return this.profile(userId);
  }

  /** The account's language from now on: every device it signs in on follows it (docs/decisions/0022). */
  async setLanguage(userId: string, language: Language): Promise<void> {
    await users.updateUserLanguage(this.work.db, userId, language);
  }

  /**
   * Needs the current password (counted with the login's wrong ones); the new one must not be a
   * common one. In one transaction: the new hash, every other session of the account ended
   * (whoever signed in with the old password, or holds a stolen session, is out) and the owner told
   * (docs/decisions/0038-account-changes.md).
   */
  async changePassword(userId: string, keepSessionId: string, input: AuthChangePassword, origin: ChangeOrigin): Promise<void> {
    const user = await this.currentPassword.confirm(userId, input.currentPassword, origin.clientAddress);
    if (isCommonPassword(input.password)) {
      throw new AppError(400, 'validation_failed', COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
    }
    // Hashed before the transaction: on SQLite it holds the one connection.
    const passwordHash = await hashPassword(input.password);
    const at = new Date(this.now()).toISOString();
    await this.work.transaction(async (trx) => {
      await users.updateUser(trx, user.id, { password_hash: passwordHash });
      await deleteSessionsOfUser(trx, user.id, keepSessionId);
      await this.events.emit('account.changed', { owner: user, change: { kind: 'password' }, at, pageLanguage: origin.language });
    });
  }

  /**
   * A new sign-in address, with the current password (docs/decisions/0038-account-changes.md).
   * The owner is told at both addresses in the change's transaction: the old one is where the real
   * owner still reads if someone else made it. The same address (in any letter case) changes nothing.
   */
  async changeEmail(userId: string, input: AuthChangeEmail, origin: ChangeOrigin): Promise<Profile> {
    const user = await this.currentPassword.confirm(userId, input.currentPassword, origin.clientAddress);
    const email = users.normalizeEmail(input.email);
    if (email === user.email) return this.profile(user.id);
    const at = new Date(this.now()).toISOString();
    try {
      await this.work.transaction(async (trx) => {
        await users.updateUser(trx, user.id, { email });
        await this.events.emit('account.changed', { owner: user, change: { kind: 'email', oldEmail: user.email, newEmail: email, byStaff: false }, at, pageLanguage: origin.language });
      });
    } catch (err) {
      // Another account has it: the unique index says so (docs/product-rules.md 5).
      if (isUniqueViolation(err)) throw new AppError(409, 'email_taken', EMAIL_TAKEN, { email: EMAIL_TAKEN });
      throw err;
    }
    return this.profile(user.id);
  }
}
