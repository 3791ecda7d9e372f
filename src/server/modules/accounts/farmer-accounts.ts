import { randomUUID } from 'node:crypto';
import type { Language } from '#shared/languages';
import type { UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError } from '#server/errors';
import { isUniqueViolation } from '#server/db/sql-helpers';
import * as users from './users.repository.ts';

/**
 * A farmer's account as the shop's staff find it by his mobile number when they order for him
 * (docs/product-rules.md 53): the customer account of that number, or a new one with the name and
 * language he gave on the phone. A new account's number is not verified until he confirms an
 * order with the code or link sent to it; he signs in with that number's codes like any farmer.
 */
export class FarmerAccounts {
  constructor(
    private readonly work: UnitOfWork,
    private readonly now: () => number,
  ) {}

  async findOrCreate(mobile: string, details: { name: string | undefined; language: Language }): Promise<{ farmer: UserRow; created: boolean }> {
    const found = await this.usable(await users.findUserByMobile(this.work.db, mobile));
    if (found) return { farmer: found, created: false };
    if (!details.name) throw new AppError(400, 'validation_failed', 'Please give the farmer\'s name: this number has no account yet.', { name: 'farmerNameNeeded' });
    const at = new Date(this.now()).toISOString();
    const farmer: UserRow = {
      id: randomUUID(),
      email: null,
      name: details.name,
      type: 'user',
      password_hash: null,
      phone: null,
      mobile,
      mobile_verified_at: null,
      text_channel: 'sms',
      language: details.language,
      is_active: 1,
      customer_group: 'retail',
      staff_role: null,
      created_at: at,
      updated_at: at,
    };
    try {
      await this.work.transaction(() => users.insertUser(this.work.db, farmer));
    } catch (err) {
      // Two agents making the same number's account at once: the other one's stands.
      if (!isUniqueViolation(err)) throw err;
      const other = await this.usable(await users.findUserByMobile(this.work.db, mobile));
      if (!other) throw err;
      return { farmer: other, created: false };
    }
    return { farmer, created: true };
  }

  /** The farmer's account of this number, if there is one (a vendor's or staff number is refused, as above). */
  async find(mobile: string): Promise<UserRow | undefined> {
    return this.usable(await users.findUserByMobile(this.work.db, mobile));
  }

  byId(id: string): Promise<UserRow | undefined> {
    return users.findUserById(this.work.db, id);
  }

  /** The farmer proved the number is his (he confirmed an order with its code or link). */
  async verified(farmer: UserRow): Promise<void> {
    if (farmer.mobile_verified_at) return;
    await users.markMobileVerified(this.work.db, farmer.id, new Date(this.now()).toISOString());
  }

  /** A number's account the staff may order for: a customer's, open. A vendor's or staff number is not a farmer's. */
  private async usable(user: UserRow | undefined): Promise<UserRow | undefined> {
    if (!user) return undefined;
    if (user.type !== 'user') throw new AppError(409, 'not_a_farmer', 'This number belongs to a vendor or staff account: orders can be placed for customers only.');
    if (user.is_active !== 1) throw new AppError(403, 'account_disabled', 'This account is closed. Please contact the shop.');
    return user;
  }
}
