import type { OndcOrderRow } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { CancelRequest, StatusRequest } from './beckn-messages.ts';
import type { CallbackContent, CallbackMessage, OwedRequest } from './ondc-callbacks.ts';
import { ondcError } from './ondc-errors.ts';
import * as repo from './ondc-orders.repository.ts';
import { networkOrderOf } from './network-order-view.ts';
import { type ConfirmDeps } from './on-confirm.ts';
import { refuse } from './on-quote.ts';

/**
 * The cancellation reasons a buyer app may give (ONDC's log validator, constants
 * buyerCancellationRid: 001 price changed, 003 cheaper elsewhere, 006 not shipped in time, 009 wrong
 * product, 010 buyer wants to change details): ONDC-Official/log-validation-utility, commit
 * 4d1336214435d1c3e125a0117832e21166c6843d, constants/index.ts.
 */
export const BUYER_CANCELLATION_REASONS = new Set(['001', '003', '006', '009', '010']);
/** The shop's own reason when it cancels a network order in the admin area: 005, "Merchant rejected the order" (ONDC's seller reasons, the same file). */
export const SHOP_CANCELLATION_REASON = '005';

type OrderCallback = { found: OndcOrderRow } | { error: CallbackContent };

/** The buyer app's own order by the id it gave it: another buyer app's order is not found (30018), never shown. */
export async function networkOrder(deps: ConfirmDeps, bap: string, orderId: string): Promise<OrderCallback> {
  const found = await repo.findByNetworkId(deps.work.db, bap, orderId);
  return found ? { found } : { error: refuse('30018', `No order ${orderId} of ${bap} here`, 'message.order_id') };
}

/** The order as every callback sends it, from its state now. */
export async function orderNow(deps: ConfirmDeps, row: OndcOrderRow): Promise<CallbackMessage> {
  const shop = await deps.facts();
  if (!shop) return refuse('31001', 'The shop cannot answer for its orders now: ask again');
  const account = await deps.buyerApps.accountOf(row.bap_id);
  const order = await deps.network.read(account, row.order_id);
  const returns = await repo.findNetworkReturns(deps.work.db, row.order_id);
  // On its way, the courier's latest scan says whether it is out for delivery today, and its AWB that it can be tracked.
  const shipment = order.status === 'shipped' ? await deps.network.shipment(account, row.order_id) : undefined;
  const courier = { outForDelivery: shipment?.scans.at(-1)?.status === 'out_for_delivery', tracked: !!shipment?.awb };
  return { message: { order: networkOrderOf(order, row, shop, deps.links, returns, courier) } };
}

/** on_status: the order as it stands (also what the shop pushes, unasked, when its status changes). */
export function onStatus(deps: ConfirmDeps) {
  return async (request: OwedRequest): Promise<CallbackContent> => {
    const { context, message } = request as unknown as StatusRequest;
    const order = await networkOrder(deps, context.bap_id, message.order_id);
    return 'error' in order ? order.error : orderNow(deps, order.found);
  };
}

/**
 * on_cancel: the buyer cancels through its app as on the shop's own order page (pending or
 * processing: stock and seed lots back, credit notes), with one of ONDC's buyer reasons (30012
 * otherwise); once shipped it cannot (50001). An order already cancelled (by the shop, or by an
 * earlier cancel) is answered as it stands, never cancelled twice. Also what the shop pushes,
 * unasked, when it cancels a network order itself.
 */
export function onCancel(deps: ConfirmDeps) {
  return async (request: OwedRequest): Promise<CallbackContent> => {
    const { context, message } = request as unknown as CancelRequest;
    const order = await networkOrder(deps, context.bap_id, message.order_id);
    if ('error' in order) return order.error;
    const row = order.found;
    if (row.cancelled_by) return orderNow(deps, row);
    if (!BUYER_CANCELLATION_REASONS.has(message.cancellation_reason_id)) return refuse('30012', `A buyer app cancels with reason ${[...BUYER_CANCELLATION_REASONS].join(', ')}`, 'message.cancellation_reason_id');
    const account = await deps.buyerApps.accountOf(row.bap_id);
    try {
      // Marked as the buyer app's cancellation in the cancel's own transaction: the shop's push of
      // the change (order-pushes.ts) knows it is answered here.
      await deps.work.transaction(async () => {
        await repo.markCancelled(deps.work.db, row.order_id, row.bap_id, message.cancellation_reason_id);
        await deps.network.cancel(account, row.order_id);
      });
    } catch (err) {
      if (err instanceof AppError && err.statusCode < 500) return { ...(await orderNow(deps, row)), error: ondcError('50001', err.message) } as CallbackContent;
      throw err;
    }
    const after = await repo.findByOrderId(deps.work.db, row.order_id);
    return orderNow(deps, after!);
  };
}

/**
 * on_track: while the order is on its way with a courier, the courier's own tracking page (the
 * shop's fulfillment says tracking: true then); before it is shipped, once delivered, or shipped by
 * the shop's own van, tracking is inactive, which is where the order stands, not an error.
 */
export function onTrack(deps: ConfirmDeps) {
  return async (request: OwedRequest): Promise<CallbackContent> => {
    const { context, message } = request as unknown as StatusRequest;
    const order = await networkOrder(deps, context.bap_id, message.order_id);
    if ('error' in order) return order.error;
    const shop = await deps.facts();
    if (!shop) return refuse('31001', 'The shop cannot answer for its orders now: ask again');
    const account = await deps.buyerApps.accountOf(order.found.bap_id);
    const status = (await deps.network.read(account, order.found.order_id)).status;
    const url = status === 'shipped' ? await deps.network.trackingPage(account, order.found.order_id) : null;
    return { message: { tracking: url ? { id: shop.fulfillmentId, url, status: 'active' } : { id: shop.fulfillmentId, status: 'inactive' } } };
  };
}
