import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { AdminPage } from '#shared/schemas/admin-common';
import type { AdminCreateUser, AdminDeleteUserResult, AdminUpdateUser, AdminUser, AdminUserListQuery } from '#shared/schemas/admin-users';
import { offsetOf } from '#server/db/paging';
import type { CustomerGroup } from '#shared/price-lists';
import { roleMay, type StaffRole } from '#shared/staff-roles';
import { validationMessage } from '#shared/validation-messages';
import { isForeignKeyViolation, isUniqueViolation } from '#server/db/sql-helpers';
import { AppError, notFound } from '#server/errors';
import type { ShopVisibility } from '#server/modules/visibility';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { COMMON_PASSWORD_MESSAGE } from './auth.service.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword } from './password.ts';
import { deleteSessionsOfUser } from './sessions.repository.ts';
import * as repo from './users.repository.ts';
import type { VendorProfiles } from './vendor-profiles.ts';

const EMAIL_TAKEN = 'An account with this email already exists.';
const emailTaken = () => new AppError(409, 'email_taken', EMAIL_TAKEN, { email: EMAIL_TAKEN });
const USER_NOT_FOUND = 'This user does not exist (it may have been deleted).';

/** The acting admin: its own account is protected from lock-out, its own session survives its edits. */
export interface ActingAdmin {
  id: string;
  sessionId: string;
  /** Its role: only one with `staff.roles` (the owner) makes or changes staff accounts (docs/product-rules.md 49). */
  staffRole: StaffRole | null;
}

/**
 * How many orders each account placed: the orders module answers (filled in services.ts), so
 * accounts reads no order of its own.
 */
export interface OrderCounts {
  ofUsers(userIds: string[]): Promise<Map<string, number>>;
}

/**
 * An account as the audit log keeps it (docs/product-rules.md 50, docs/decisions/0065): what an
 * admin sees and edits of it, never its password hash (not even masked).
 */
function auditedAccount(user: Pick<UserRow, 'name' | 'email' | 'mobile' | 'type' | 'staff_role' | 'is_active' | 'customer_group'>) {
  return { name: user.name, email: user.email, mobile: user.mobile, type: user.type, staff_role: user.staff_role, is_active: user.is_active, customer_group: user.customer_group };
}

function toAdminUser(row: repo.ListedUserRow, orderCount: number): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    type: row.type,
    staffRole: row.type === 'admin' ? row.staff_role : null,
    joinedAt: row.created_at,
    active: row.is_active === 1,
    customerGroup: row.customer_group,
    orderCount,
  };
}

/**
 * Staff accounts are the owner's to make, change, deactivate or delete (docs/product-rules.md 49):
 * a manager manages customers and vendors, never the staff above or beside it.
 */
function requireStaffRoles(admin: ActingAdmin): void {
  if (!roleMay(admin.staffRole, 'staff.roles')) {
    throw new AppError(403, 'forbidden', 'Only the owner can make an account staff or change a staff account.', undefined, { permission: 'staff.roles' });
  }
}

/** A 400 on one field, in the words of its validation key. */
function invalidField(field: string, key: string): AppError {
  const message = validationMessage(key);
  return new AppError(400, 'validation_failed', `Invalid request: ${field}: ${message}`, { [field]: message });
}

const LAST_OWNER = "The shop's last owner cannot be given another role, deactivated or deleted: make another staff account owner first.";

function refuseOwnAccount(admin: ActingAdmin, userId: string, message: string, field?: string): void {
  if (admin.id === userId) throw new AppError(409, 'own_account', message, field ? { [field]: message } : undefined);
}

/**
 * Manage Users (docs/product-rules.md 17, 19): accounts of every type. An account with orders is
 * never erased (its orders must stay whole), only deactivated; deactivation, deletion and an
 * email change end the account's sessions in the same transaction, so they take effect at once.
 * A vendor's listings are in the shop only while its account is an active vendor's, so every
 * change to an existing account runs through ShopVisibility.
 */
export class AdminUsersService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly visibility: ShopVisibility,
    private readonly events: EventBus<ShopEvents>,
    private readonly now: () => number,
    /** The list's order counts, and whether an account to delete has orders (it is deactivated then). */
    private readonly orderCounts: OrderCounts,
    /** An admin-made vendor's business profile: the vendors module keeps it. */
    private readonly vendorProfiles: VendorProfiles,
  ) {}

  async list(query: AdminUserListQuery): Promise<AdminPage<AdminUser>> {
    const { rows, total } = await repo.listUsers(this.work.db, { q: query.q, type: query.type }, { limit: query.pageSize, offset: offsetOf(query) });
    const counts = await this.orderCounts.ofUsers(rows.map((r) => r.id));
    return { items: rows.map((r) => toAdminUser(r, counts.get(r.id) ?? 0)), total, page: query.page, pageSize: query.pageSize };
  }

  async get(id: string): Promise<AdminUser> {
    const row = await repo.findListedUser(this.work.db, id);
    if (!row) throw notFound(USER_NOT_FOUND);
    return toAdminUser(row, (await this.orderCounts.ofUsers([id])).get(id) ?? 0);
  }

  /** Same password rules as sign-up; an admin-made vendor is approved from the start. */
  async create(admin: ActingAdmin, input: AdminCreateUser): Promise<AdminUser> {
    if (input.type === 'admin') requireStaffRoles(admin);
    // Both problems at once, so the admin fixes the form in one go.
    const taken = (await repo.findUserByEmail(this.work.db, input.email)) !== undefined;
    if (isCommonPassword(input.password)) {
      const fields = { password: COMMON_PASSWORD_MESSAGE, ...(taken ? { email: EMAIL_TAKEN } : {}) };
      throw new AppError(400, 'validation_failed', Object.values(fields).join(' '), fields);
    }
    if (taken) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    const now = new Date().toISOString();
    const id = randomUUID();
    await this.catchEmailTaken(() =>
      this.work.transaction(async (trx) => {
        const account = { email: input.email, name: input.name, type: input.type, staff_role: input.type === 'admin' ? (input.staffRole ?? null) : null };
        await repo.insertUser(trx, { id, ...account, password_hash: passwordHash, phone: null, created_at: now, updated_at: now });
        if (input.type === 'vendor') await this.vendorProfiles.admit(id, input.name, admin.id, now);
        await this.work.recordChange({ action: 'user.create', entity: 'user', entityId: id, before: null, after: account });
      }),
    );
    return this.get(id);
  }

  /** Name, email, type and a staff account's role. An admin may rename itself but not change its own type or role (no self-demotion). */
  async update(admin: ActingAdmin, id: string, input: AdminUpdateUser): Promise<AdminUser> {
    await this.catchEmailTaken(() =>
      this.visibility.change(id, async (trx) => {
        const user = await repo.findUserById(trx, id);
        if (!user) throw notFound(USER_NOT_FOUND);
        const staffRole = input.type === 'admin' ? (input.staffRole ?? user.staff_role) : null;
        const staffChange = input.type !== user.type || staffRole !== user.staff_role;
        // Another staff account, or an account made staff, is the owner's; anyone renames himself.
        if ((user.type === 'admin' || input.type === 'admin') && (admin.id !== id || staffChange)) requireStaffRoles(admin);
        if (input.type === 'admin' && !staffRole) throw invalidField('staffRole', 'staffRole');
        if (staffChange && staffRole !== 'owner') await this.refuseLastOwner(trx, user, input.type !== user.type ? 'type' : 'staffRole');
        if (input.type !== user.type) refuseOwnAccount(admin, id, 'You cannot change the type of your own account.', 'type');
        if (staffChange) refuseOwnAccount(admin, id, 'You cannot change the role of your own account.', 'staffRole');
        await repo.updateUser(trx, id, { name: input.name, email: input.email, type: input.type, staff_role: staffRole });
        const email = repo.normalizeEmail(input.email);
        await this.work.recordChange({ action: 'user.update', entity: 'user', entityId: id, before: auditedAccount(user), after: { name: input.name, email, type: input.type, staff_role: staffRole } });
        if (email !== user.email) {
          // Whoever holds a session signed in under the old address; the admin editing itself stays signed in.
          await deleteSessionsOfUser(trx, id, admin.id === id ? admin.sessionId : undefined);
          // The owner hears of it at both addresses, as when it changes its own (docs/decisions/0038):
          // in its account's language, else English (the admin's page language is not the owner's).
          const change = { kind: 'email' as const, oldEmail: user.email, newEmail: email, byStaff: true };
          await this.events.emit('account.changed', { owner: user, change, at: new Date(this.now()).toISOString(), pageLanguage: null });
        }
        if (input.type === 'vendor' && user.type !== 'vendor') await this.vendorProfiles.admit(id, input.name, admin.id, new Date().toISOString());
      }),
    );
    return this.get(id);
  }

  /** Deactivated accounts cannot sign in and lose their sessions at once; their orders stay. */
  async setActive(admin: ActingAdmin, id: string, active: boolean): Promise<AdminUser> {
    if (!active) refuseOwnAccount(admin, id, 'You cannot deactivate your own account.');
    await this.visibility.change(id, async (trx) => {
      const user = await repo.findUserById(trx, id);
      if (!user) throw notFound(USER_NOT_FOUND);
      if (user.type === 'admin') requireStaffRoles(admin);
      if (!active) await this.refuseLastOwner(trx, user);
      await repo.updateUser(trx, id, { is_active: active ? 1 : 0 });
      if (!active) await deleteSessionsOfUser(trx, id);
      await this.work.recordChange({ action: active ? 'user.activate' : 'user.deactivate', entity: 'user', entityId: id, before: auditedAccount(user), after: { is_active: active ? 1 : 0 } });
    });
    return this.get(id);
  }

  /**
   * Puts a customer in a customer group, whose price list it then buys at (docs/product-rules.md 46);
   * 'retail' takes it out. Only a customer's account has one: a vendor or an admin is a 400.
   */
  async setGroup(id: string, group: CustomerGroup): Promise<AdminUser> {
    await this.work.transaction(async (trx) => {
      const user = await repo.findUserById(trx, id);
      if (!user) throw notFound(USER_NOT_FOUND);
      if (user.type !== 'user') throw invalidField('group', 'groupForCustomers');
      await repo.updateUser(trx, id, { customer_group: group });
      await this.work.recordChange({ action: 'user.group', entity: 'user', entityId: id, before: auditedAccount(user), after: { customer_group: group } });
    });
    return this.get(id);
  }

  /** Erases an account without orders; one with orders is deactivated instead, and the answer says which. */
  async delete(admin: ActingAdmin, id: string): Promise<AdminDeleteUserResult> {
    refuseOwnAccount(admin, id, 'You cannot delete your own account.');
    try {
      return await this.visibility.change(id, async (trx) => {
        const user = await repo.findUserById(trx, id);
        if (!user) throw notFound(USER_NOT_FOUND);
        if (user.type === 'admin') requireStaffRoles(admin);
        await this.refuseLastOwner(trx, user);
        if (((await this.orderCounts.ofUsers([id])).get(id) ?? 0) > 0) return this.deactivateIn(user);
        await deleteSessionsOfUser(trx, id);
        await repo.deleteUser(trx, id);
        await this.work.recordChange({ action: 'user.delete', entity: 'user', entityId: id, before: auditedAccount(user), after: null });
        return { outcome: 'deleted' as const };
      });
    } catch (err) {
      // An order placed between the count and the delete, or a vendor whose products are still
      // listed: the foreign key refused; keep the account, deactivated.
      if (!isForeignKeyViolation(err)) throw err;
      return this.visibility.change(id, async (trx) => {
        const user = await repo.findUserById(trx, id);
        if (!user) throw notFound(USER_NOT_FOUND);
        await this.refuseLastOwner(trx, user);
        return this.deactivateIn(user);
      });
    }
  }

  /**
   * The owner gives a staff account another role (docs/product-rules.md 49): never its own, and
   * never the last owner's (the shop would have nobody to manage its staff and settings).
   */
  async setStaffRole(admin: ActingAdmin, id: string, role: StaffRole): Promise<AdminUser> {
    requireStaffRoles(admin);
    await this.work.transaction(async (trx) => {
      const user = await repo.findUserById(trx, id);
      if (!user) throw notFound(USER_NOT_FOUND);
      if (user.type !== 'admin') throw invalidField('staffRole', 'staffRoleForStaff');
      if (user.staff_role !== role) {
        await this.refuseLastOwner(trx, user, 'staffRole');
        refuseOwnAccount(admin, id, 'You cannot change the role of your own account.', 'staffRole');
        await repo.updateUser(trx, id, { staff_role: role });
      }
      // Recorded even when the role was already this one: the log names the owner's act, with no field changed.
      await this.work.recordChange({ action: 'user.staff_role', entity: 'user', entityId: id, before: auditedAccount(user), after: { staff_role: role } });
    });
    return this.get(id);
  }

  /**
   * A 409 when `user` is an active owner and the shop has no other: whatever would end his being
   * one (another role or type, deactivation, deletion) is refused. The owners are counted under
   * lock in the change's own transaction (repo.lockOwners), so two owners demoting each other at
   * once leave one (docs/decisions/0067).
   */
  private async refuseLastOwner(trx: Kysely<Database>, user: UserRow, field?: string): Promise<void> {
    if (user.type !== 'admin' || user.staff_role !== 'owner' || user.is_active !== 1) return;
    if ((await repo.lockOwners(trx)) <= 1) throw new AppError(409, 'last_owner', LAST_OWNER, field ? { [field]: LAST_OWNER } : undefined);
  }

  /** An account kept for its orders: the audit log says it was deactivated, not deleted (docs/decisions/0065). */
  private async deactivateIn(user: UserRow): Promise<AdminDeleteUserResult> {
    await repo.updateUser(this.work.db, user.id, { is_active: 0 });
    await deleteSessionsOfUser(this.work.db, user.id);
    await this.work.recordChange({ action: 'user.deactivate', entity: 'user', entityId: user.id, before: auditedAccount(user), after: { is_active: 0 } });
    return { outcome: 'deactivated' };
  }

  private async catchEmailTaken<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      // The check before the write can lose a race; the unique index cannot.
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
  }
}
