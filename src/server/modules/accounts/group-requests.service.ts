import type { AdminGroupDecision, AdminGroupRequest, AdminGroupRequestList, GroupRequest, StoreBusinessStatus, StoreGroupRequestInput } from '#shared/schemas/group-requests';
import type { GroupRequestRow, UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { AppError, invalidField, notFound } from '#server/errors';
import * as repo from './group-requests.repository.ts';
import * as users from './users.repository.ts';

/** The most pending requests one page of the owner's list shows; the oldest first, so none waits unseen for long. */
const PENDING_PAGE = 200;

function toRequest(row: GroupRequestRow): GroupRequest {
  return {
    group: row.customer_group,
    businessName: row.business_name,
    gstin: row.gstin,
    status: row.status,
    reason: row.reason,
    requestedAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

/**
 * Business prices (docs/product-rules.md 46): a dealer, an FPO or an institution asks, from its own
 * account, to buy at its group's price list, and waits for the owner's decision, as a vendor waits
 * for approval. Approving puts the account in the group (what Manage Users can also do directly);
 * until then it buys at retail.
 */
export class GroupRequests {
  constructor(
    private readonly work: UnitOfWork,
    /** Tells the decision: the mail module queues the buyer's e-mail and text message. */
    private readonly events: EventBus<ShopEvents>,
    /** The app's clock: when a request was made and decided. */
    private readonly now: () => number,
  ) {}

  async statusOf(user: UserRow): Promise<StoreBusinessStatus> {
    const row = await repo.findRequest(this.work.db, user.id);
    return { group: user.customer_group, request: row ? toRequest(row) : null };
  }

  /**
   * A customer's request; asking again replaces one not decided, or a decided one. Only a
   * customer's account buys at a group's prices (a vendor or the staff: 403); asking for the group
   * it is in already is a 400 on the group.
   */
  async request(user: UserRow, input: StoreGroupRequestInput): Promise<StoreBusinessStatus> {
    if (user.type !== 'user') throw new AppError(403, 'forbidden', 'Only a customer\'s account can ask for business prices.');
    if (user.customer_group === input.group) throw invalidField('group', 'alreadyInGroup');
    const row: GroupRequestRow = {
      user_id: user.id,
      customer_group: input.group,
      business_name: input.businessName,
      gstin: input.gstin ?? null,
      status: 'pending',
      reason: null,
      created_at: new Date(this.now()).toISOString(),
      decided_at: null,
      decided_by: null,
    };
    await repo.saveRequest(this.work.db, row);
    return { group: user.customer_group, request: toRequest(row) };
  }

  async pending(): Promise<AdminGroupRequestList> {
    const rows = await repo.listPending(this.work.db, PENDING_PAGE);
    return { items: rows.map((row): AdminGroupRequest => ({ ...toRequest(row), userId: row.user_id, name: row.name, email: row.email, mobile: row.mobile })) };
  }

  /**
   * The owner's decision, in one transaction: approved, the account joins the group it asked for;
   * refused, it stays where it is and sees why. Either way the buyer is told, by e-mail or text
   * message (docs/product-rules.md 46), queued in the same transaction. A request no longer
   * pending (decided by another admin), or not the one the owner saw (replaced by a new one since
   * the list was read: `requestedAt`), is a 409: nothing is changed, and nothing told.
   */
  async decide(adminId: string, userId: string, decision: AdminGroupDecision): Promise<void> {
    await this.work.transaction(async (trx) => {
      const row = await repo.findRequest(trx, userId);
      if (!row) throw notFound('This request does not exist (the account may have been deleted).');
      const reason = decision.approve ? null : (decision.reason ?? null);
      const at = new Date(this.now()).toISOString();
      // The request the owner saw: one the buyer made since (another group, say) is not decided unseen.
      const decided = row.created_at === decision.requestedAt && (await repo.decide(trx, userId, decision.requestedAt, { status: decision.approve ? 'approved' : 'rejected', reason, decided_at: at, decided_by: adminId }));
      if (!decided) throw new AppError(409, 'request_decided', 'This request was decided or changed since the list was read. Reload the list.');
      const account = await users.findUserById(trx, userId);
      if (decision.approve) await users.updateUser(trx, userId, { customer_group: row.customer_group });
      // The decision, and the group the account buys at after it (docs/decisions/0065).
      await this.work.recordChange({
        action: 'group_request.decide',
        entity: 'group_request',
        entityId: userId,
        before: { status: row.status, reason: row.reason, customer_group: account?.customer_group ?? null },
        after: { status: decision.approve ? 'approved' : 'rejected', reason, customer_group: decision.approve ? row.customer_group : (account?.customer_group ?? null) },
      });
      await this.events.emit('business.decided', { userId, approved: decision.approve, group: row.customer_group, businessName: row.business_name, reason, at });
    });
  }
}
