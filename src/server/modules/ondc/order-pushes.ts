import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import type { OndcOrderRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AGR10_DOMAIN, ONDC_CORE_VERSION, ONDC_COUNTRY } from './beckn-context.ts';
import type { OndcIdentity } from './ondc-identity.ts';
import * as orders from './ondc-orders.repository.ts';
import { queueUnsolicited } from './unsolicited.ts';
import { SHOP_CANCELLATION_REASON } from './on-order.ts';

/**
 * The shop tells a buyer app of its order's changes unasked (docs/decisions/0078): each status
 * change made in the shop (packed, shipped, delivered, cancelled: in the admin area, by the
 * courier's scans) queues an on_status, or an on_cancel when the shop cancelled it, in the
 * change's own transaction (the outbox): the worker builds it from the order as it is when sent,
 * signs it and retries it as any callback. The buyer app's own cancellation is answered by its
 * on_cancel, not pushed again. A return's steps and refunds are on_updates (below).
 */
export function pushOrderChanges(events: EventBus<ShopEvents>, work: UnitOfWork, identity: OndcIdentity, now: () => number): void {
  events.on('order.status_changed', async ({ orderId, to, networkApp }) => {
    if (!networkApp) return;
    const row = await orders.findByOrderId(work.db, orderId);
    if (!row) return;
    if (to === 'cancelled') {
      if (row.cancelled_by) return;
      await orders.markCancelled(work.db, orderId, identity.subscriberId, SHOP_CANCELLATION_REASON);
    }
    const action = to === 'cancelled' ? 'cancel' : 'status';
    await push(row, action, action === 'cancel' ? { order_id: row.network_order_id, cancellation_reason_id: SHOP_CANCELLATION_REASON } : { order_id: row.network_order_id });
  });
  const tell = (action: 'status' | 'update') => async (orderId: string) => {
    const row = await orders.findByOrderId(work.db, orderId);
    if (row) await push(row, action, { order_id: row.network_order_id });
  };
  // A return's steps (approved or rejected, its goods back and credited) and a refund sent by hand
  // change the order without changing its status: an on_update tells them (docs/decisions/0080).
  events.on('return.decided', ({ order }) => tell('update')(order.id));
  events.on('return.received', ({ orderId }) => tell('update')(orderId));
  events.on('order.refunded', ({ orderId }) => tell('update')(orderId));
  // The courier's "out for delivery" scan (each attempt's) moves the delivery's state, not the order's status.
  events.on('order.out_for_delivery', ({ orderId }) => tell('status')(orderId));

  async function push(row: OndcOrderRow, action: 'status' | 'cancel' | 'update', message: Record<string, string>): Promise<void> {
    const context = { domain: AGR10_DOMAIN, country: ONDC_COUNTRY, city: row.city, core_version: ONDC_CORE_VERSION, bap_id: row.bap_id, bap_uri: row.bap_uri, bpp_id: identity.subscriberId, bpp_uri: identity.subscriberUrl, transaction_id: row.transaction_id };
    await queueUnsolicited(work.db, { action, context, message, bapId: row.bap_id, bapUri: row.bap_uri, transactionId: row.transaction_id, now: now() });
  }
}
