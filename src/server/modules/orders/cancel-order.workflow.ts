import type { Selectable, Updateable } from 'kysely';
import { allowsPaymentEvent, canMoveOrder, isFinalOrderStatus, REFUNDABLE_ONLINE } from '#shared/order-states';
import type { OrderRow, OrdersTable, UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError, notFound } from '#server/errors';
import type { EventBus } from '#server/events/event-bus';
import type { CancellationRefund, ShopEvents } from '#server/events/shop-events';
import { SYSTEM_ACTOR, type OnlinePaymentsService, type OrderRefunds } from '#server/modules/payments';
import { changedMeanwhile, orderFinal, SYSTEM_CHANGER, type OrderStatusMoves, type StatusChanger } from './order-status.ts';
import { lockOrder } from './order-payments.repository.ts';

/**
 * Who cancels: the shop's admin, the buyer (until it ships, docs/product-rules.md 31), the sweep of
 * unpaid online orders, or the courier's return of a shipped parcel to the shop (RTO delivered,
 * docs/product-rules.md 58), named by the courier.
 */
export type Canceller = { by: 'shop'; admin: UserRow } | { by: 'customer'; user: UserRow } | { by: 'unpaid' } | { by: 'returned'; courierName: string };

/** A gateway refund recorded in a transaction, to send once it has committed. */
export interface PendingRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
}

const notCancellable = () =>
  new AppError(409, 'order_not_cancellable', 'This order has already shipped (or is closed), so it can no longer be cancelled. Once it arrives, you can ask for a return.');

/** Rolls the sweep's transaction back without an error reaching it. */
class LostRace extends Error {}

/** The columns an order's payment takes when it is cancelled: an online order never paid never will be. */
function cancelledPaymentColumns(order: Pick<Selectable<OrdersTable>, 'payment_method' | 'payment_status'>): Updateable<OrdersTable> {
  const unpaidOnline = allowsPaymentEvent(order.payment_method, order.payment_status, 'closed_unpaid');
  return unpaidOnline ? { payment_status: 'failed', payment_due_at: null } : {};
}

/**
 * Whether `who` may cancel the order as it now is: the error to answer with, 'skip' when the
 * sweep leaves it (paid or moved on meanwhile), or undefined. Someone else's order is "not found",
 * never "forbidden": ids reveal nothing.
 */
function refusal(order: OrderRow | undefined, who: Canceller): AppError | 'skip' | undefined {
  switch (who.by) {
    case 'shop':
      if (!order) return notFound('Order not found');
      return isFinalOrderStatus(order.status) ? orderFinal(order.status) : undefined;
    case 'customer':
      if (!order || order.user_id !== who.user.id) return notFound('Order not found');
      return canMoveOrder(order.status, 'cancelled', 'customer') ? undefined : notCancellable();
    case 'unpaid':
      // The sweep cancels only a pending order, and closes only a payment still unpaid.
      if (!order || !canMoveOrder(order.status, 'cancelled', 'sweep')) return 'skip';
      return allowsPaymentEvent(order.payment_method, order.payment_status, 'closed_unpaid') ? undefined : 'skip';
    case 'returned':
      // Only a parcel still out: an order delivered, cancelled or moved back meanwhile is left as it is.
      return order?.status === 'shipped' ? undefined : 'skip';
  }
}

function changerOf(who: Canceller): StatusChanger {
  switch (who.by) {
    case 'shop':
      return who.admin;
    case 'customer':
      return { id: who.user.id, name: `${who.user.name} (customer)` };
    case 'unpaid':
      return SYSTEM_CHANGER;
    case 'returned':
      // The history's name holds 100 characters: a courier's long name is cut, never the change refused.
      return { id: SYSTEM_ACTOR, name: `${(who.courierName || 'Courier').slice(0, 78)} (courier, returned)` };
  }
}

/**
 * Cancelling an order (docs/product-rules.md 18, 30 and 31; docs/decisions/0024-payments.md), in the
 * order of its business steps, in ONE transaction: the order read under its lock (a payment
 * recorded meanwhile is seen here and refunded, or waits and sees the cancellation), whether this
 * canceller may cancel it now, the status moved (stock and seed lots back, a credit note for each
 * tax document, the history), the money sent back (a paid online order's remainder refunded
 * through the gateway, cash or a transfer already received by hand) and `order.cancelled` told
 * with it (the buyer's message). Once committed, the gateway refund is sent.
 */
export class CancelOrder {
  constructor(
    private readonly work: UnitOfWork,
    private readonly moves: OrderStatusMoves,
    private readonly onlinePayments: OnlinePaymentsService,
    /** What the order has given back already (its money back is what is left). */
    private readonly refunds: OrderRefunds,
    private readonly events: EventBus<ShopEvents>,
    /** The app's clock: the time of the change. */
    private readonly now: () => number = Date.now,
  ) {}

  /** Cancels the order; false when the sweep left it (the others are answered with an error). */
  async run(orderId: string, who: Canceller): Promise<boolean> {
    let refund: PendingRefund | undefined;
    try {
      refund = await this.work.transaction(async () => {
        const order = orderId.length <= 64 ? await lockOrder(this.work.db, orderId) : undefined;
        const refused = refusal(order, who);
        if (refused === 'skip') throw new LostRace();
        if (refused) throw refused;
        await this.moveStatus(order!, who);
        return this.moneyBack(order!, who);
      });
    } catch (err) {
      if (err instanceof LostRace) return false;
      throw err;
    }
    if (refund) await this.onlinePayments.sendRefund(refund.id, refund.paymentId, refund.amountPaise);
    return true;
  }

  /** A compare-and-set on the status just read: someone moving it meanwhile wins. */
  private async moveStatus(order: OrderRow, who: Canceller): Promise<void> {
    if (await this.moves.move(order, order.status, 'cancelled', changerOf(who), this.now(), cancelledPaymentColumns(order))) return;
    throw who.by === 'shop' ? changedMeanwhile() : who.by === 'customer' ? notCancellable() : new LostRace();
  }

  /** The money back, recorded in this transaction, and the buyer told which. */
  private async moneyBack(order: OrderRow, who: Canceller): Promise<PendingRefund | undefined> {
    const left = Number(order.total_paise) - (await this.refunds.givenBack(order.id));
    let refund: PendingRefund | undefined;
    if (REFUNDABLE_ONLINE.includes(order.payment_status) && order.gateway_payment_id && left > 0) {
      const actor = who.by === 'shop' ? who.admin.id : who.by === 'customer' ? who.user.id : SYSTEM_ACTOR;
      refund = { id: await this.onlinePayments.recordRefund(order.id, left, actor), paymentId: order.gateway_payment_id, amountPaise: left };
    }
    const byHand = allowsPaymentEvent(order.payment_method, order.payment_status, 'refunded_by_hand') ? left : 0;
    const told: CancellationRefund = refund ? { kind: 'online', amountPaise: refund.amountPaise } : byHand > 0 ? { kind: 'by_hand', amountPaise: byHand } : null;
    // The buyer reads a parcel come back as the shop's cancellation (the courier is the shop's carrier).
    await this.events.emit('order.cancelled', { orderId: order.id, by: who.by === 'returned' ? 'shop' : who.by, refund: told });
    return refund;
  }
}
