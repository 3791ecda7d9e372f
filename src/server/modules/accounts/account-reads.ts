import type { UserRow } from '#server/db/schema';
import { likeContains } from '#server/db/sql-helpers';
import type { UnitOfWork } from '#server/db/unit-of-work';
import * as repo from './users.repository.ts';

/** An account as other modules show it: the holder's name and how to reach it (its language: null, the page's). */
export type AccountContact = Omit<repo.AccountContactRow, 'id'>;

/**
 * What other modules read of accounts (docs/decisions/0046-unit-of-work-and-events.md): the
 * accounts module owns the users table and answers here, in the caller's unit of work, by ids in
 * batch. It depends on nothing else, so the modules accounts itself uses are given it in
 * services.ts without a cycle.
 */
export class AccountReads {
  constructor(private readonly work: UnitOfWork) {}

  /** The account holders' names, by account id (an id of no account is left out). */
  async namesOf(userIds: string[]): Promise<Map<string, string>> {
    return new Map((await repo.findNames(this.work.db, userIds)).map((r) => [r.id, r.name]));
  }

  /** Name, e-mail, phone and language of each account, by account id (an id of no account is left out). */
  async contactOf(userIds: string[]): Promise<Map<string, AccountContact>> {
    return new Map((await repo.findContacts(this.work.db, userIds)).map(({ id, ...contact }) => [id, contact]));
  }

  /** The role of each of these accounts that is active staff with one (a field agent's farmers' pickup points ask: docs/product-rules.md 56). */
  async activeStaffRoles(userIds: string[]): Promise<Map<string, NonNullable<UserRow['staff_role']>>> {
    return new Map((await repo.findActiveStaffRoles(this.work.db, userIds)).flatMap((r) => (r.staff_role ? [[r.id, r.staff_role] as const] : [])));
  }

  /**
   * Every active admin account, with its id, name, contacts and language: who hears that a vendor
   * waits for approval (docs/product-rules.md 30). A deactivated admin is no longer the shop's.
   */
  activeAdminContacts(): Promise<repo.AccountContactRow[]> {
    return repo.findActiveAdminContacts(this.work.db);
  }

  /**
   * The account that signs in with this mobile number (+91 and 10 digits), if any: who a farmer
   * calling the call centre is (docs/product-rules.md 51). A deleted account has no number left.
   */
  async byMobile(mobile: string): Promise<Pick<UserRow, 'id' | 'name' | 'language' | 'type'> | undefined> {
    return repo.findByMobile(this.work.db, mobile);
  }

  /** The account's type (customer, vendor or admin), active or not; undefined when there is no such account. */
  async typeOf(userId: string): Promise<UserRow['type'] | undefined> {
    return (await repo.findUserById(this.work.db, userId))?.type;
  }

  /** How many active accounts there are of this type (the dashboard's customers). */
  countActive(type: UserRow['type']): Promise<number> {
    return repo.countActiveOfType(this.work.db, type);
  }

  /**
   * The ids of active accounts of this type, as a subquery for the caller's own query (a page of
   * vendors under review filters on it: loading every vendor's id would be unbounded).
   */
  activeIdsOfType(type: UserRow['type']) {
    return repo.activeIdsOfType(this.work.db, type);
  }

  /**
   * The ids of accounts whose e-mail or name contains `text` in any letter case, as a subquery for
   * the caller's own search (the admin's orders: a search may match any number of accounts).
   */
  idsMatching(text: string) {
    return repo.idsWithEmailOrNameLike(this.work.db, likeContains(text.toLowerCase()));
  }

  /**
   * Holds the account's row for the rest of the current transaction, changing nothing: requests of
   * the same account that change what belongs to it (its addresses) wait for each other.
   */
  lock(userId: string): Promise<void> {
    return repo.lockUser(this.work.db, userId);
  }
}
