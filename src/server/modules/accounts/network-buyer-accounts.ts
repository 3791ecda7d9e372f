import { randomUUID } from 'node:crypto';
import type { UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import * as users from './users.repository.ts';

/**
 * The account an ONDC buyer app's orders belong to (docs/decisions/0078): every order has a buyer
 * account, and a farmer who orders in a buyer app has none of the shop's. It has no e-mail, mobile
 * number or password, so no one signs in with it and none of the shop's messages go to it: the
 * buyer app tells its own buyer. Made in the caller's transaction.
 */
export class NetworkBuyerAccounts {
  constructor(
    private readonly work: UnitOfWork,
    private readonly now: () => number,
  ) {}

  async create(name: string): Promise<UserRow> {
    const at = new Date(this.now()).toISOString();
    const account: UserRow = {
      id: randomUUID(),
      email: null,
      name: name.slice(0, 100),
      type: 'user',
      password_hash: null,
      phone: null,
      mobile: null,
      mobile_verified_at: null,
      text_channel: 'sms',
      language: 'en',
      is_active: 1,
      customer_group: 'retail',
      staff_role: null,
      created_at: at,
      updated_at: at,
    };
    await users.insertUser(this.work.db, account);
    return account;
  }

  byId(id: string): Promise<UserRow | undefined> {
    return users.findUserById(this.work.db, id);
  }
}
