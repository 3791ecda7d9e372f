import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { OrderStatus } from '#shared/schemas/orders';
import { canMoveOrder } from '#shared/order-states';
import { indianDate } from '#shared/india';
import type { OrderRow, OrdersTable } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError } from '#server/errors';
import type { DocumentsService } from '#server/modules/documents';
import type { ProductStock } from '#server/modules/catalog';
import { SYSTEM_ACTOR } from '#server/modules/payments';
import { insertStatusChange, setStatusIf } from './admin-orders.repository.ts';
import { findItemsOfOrders } from './orders.repository.ts';

/** Who changed an order: an admin, its buyer, or the shop itself (the unpaid-order sweep). */
export interface StatusChanger {
  id: string;
  name: string;
}

/** The shop's own changes in an order's history. */
export const SYSTEM_CHANGER: StatusChanger = { id: SYSTEM_ACTOR, name: 'Hariyali (payment not received in time)' };

/** The admin's names of the statuses (customers read "In Transit" for shipped; docs/product-rules.md 16). */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Delivered and cancelled are final (docs/product-rules.md 18). */
export const orderFinal = (status: OrderStatus) => new AppError(409, 'order_final', `This order is ${STATUS_LABELS[status]} and can no longer change.`);

export const changedMeanwhile = () => new AppError(409, 'status_changed_meanwhile', 'This order was changed by someone else just now. Please reload it and try again.');

/**
 * The time of a change: now, but always after the order's previous update, so the history reads
 * in the order the changes happened even when two fall in one millisecond or app servers' clocks
 * disagree a little.
 */
export function changeTime(lastUpdate: string, now = Date.now()): string {
  const last = Date.parse(lastUpdate);
  return new Date(Number.isNaN(last) || now > last ? now : last + 1).toISOString();
}

/** Every change of an order's status, in the unit of work of whoever changes it. */
export class OrderStatusMoves {
  constructor(
    private readonly work: UnitOfWork,
    private readonly documents: DocumentsService,
    /** A cancelled order's units go back to stock, a seed's to its lots: the catalog's stock. */
    private readonly stock: ProductStock,
    /** Every move told as `order.status_changed`, in its transaction (an ONDC buyer app hears of its orders' changes). */
    private readonly events: EventBus<ShopEvents>,
  ) {}

  /**
   * Moves an order from `from` to `to`, as a compare-and-set on `from` (false: someone else
   * changed it first, nothing written). Cancelling puts every line's quantity back in stock and
   * reverses each tax document with a credit note. `also` sets other columns in the same
   * statement (the payment status of an order cancelled unpaid, a shipment). A staff member's
   * move is in the audit log with every column it set (docs/product-rules.md 50); the buyer's
   * and the sweep's record nothing there.
   */
  async move(order: OrderRow, from: OrderStatus, to: OrderStatus, by: StatusChanger, now: number, also: Updateable<OrdersTable> = {}): Promise<boolean> {
    // Every change of an order's status comes through here: a move the order machine has not is a bug in its caller.
    if (!canMoveOrder(from, to)) throw new Error(`No order move from ${from} to ${to}`);
    const at = changeTime(order.updated_at, now);
    if (!(await setStatusIf(this.work.db, order.id, from, to, at, also))) return false;
    if (to === 'cancelled') {
      // Every line's units, hidden products' too, to the godown that served it; seed lots come back
      // as well, and a lot's units count again only while it is valid that day in India.
      const lines = await findItemsOfOrders(this.work.db, [order.id]);
      await this.stock.putBack(lines.map((l) => ({ lineId: l.id, productId: l.product_id, quantity: l.quantity, locationId: l.location_id })), indianDate(new Date(now)));
      await this.documents.creditNotesForOrder(order.id);
    }
    await insertStatusChange(this.work.db, { id: randomUUID(), order_id: order.id, from_status: from, to_status: to, changed_by: by.id, changed_by_name: by.name, changed_at: at });
    const after: Record<string, unknown> = { status: to, ...also };
    const before = Object.fromEntries(Object.keys(after).map((column) => [column, order[column as keyof OrderRow] ?? null]));
    await this.work.recordChange({ action: 'order.status', entity: 'order', entityId: order.id, before: { ...before, status: from }, after });
    await this.events.emit('order.status_changed', { orderId: order.id, from, to, networkApp: order.network_app, at });
    return true;
  }
}
