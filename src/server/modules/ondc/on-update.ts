import { StoreReturnRequest } from '#shared/schemas/returns';
import type { OndcOrderRow } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { UpdateRequest } from './beckn-messages.ts';
import type { CallbackContent, OwedRequest } from './ondc-callbacks.ts';
import { ondcError, type OndcErrorCodeValue } from './ondc-errors.ts';
import * as repo from './ondc-orders.repository.ts';
import { NETWORK_RETURN_REASONS, noteOf, returnRequestsOf, type NetworkReturnRequest } from './network-returns.ts';
import type { ConfirmDeps } from './on-confirm.ts';
import { networkOrder, orderNow } from './on-order.ts';
import { refuse } from './on-quote.ts';

/** A return the shop refuses, with ONDC's code: the whole update is refused, nothing kept of it. */
class ReturnRefused extends Error {
  constructor(
    readonly code: OndcErrorCodeValue,
    message: string,
  ) {
    super(message);
  }
}

/**
 * on_update (docs/decisions/0080). A buyer app's return request (update_target "item", a Return
 * fulfillment with its return_request) becomes a return of the shop, asked as the buyer asks on
 * the order's page: only a delivered order, within its days, units not refunded or held by another
 * return. The answer is the order with the return's fulfillment, Return_Initiated; the shop's staff
 * then decide, receive and refund it in the admin area, and each step is pushed (order-pushes.ts).
 * The same return id asked again is answered as it stands. Any other change (a part cancel, the
 * payment's terms) is not taken: the order as it stands, with ONDC's 50002.
 *
 * The shop's own pushes of an order's change are answered here too: they are stored as a status
 * request (`{ order_id }`), whereas every update a buyer app sends carries its order (the schema).
 */
export function onUpdate(deps: ConfirmDeps) {
  return async (request: OwedRequest): Promise<CallbackContent> => {
    const message = request.message as UpdateRequest['message'] | { order_id: string };
    const bap = request.context.bap_id;
    if (!('order' in message)) {
      const pushed = await networkOrder(deps, bap, message.order_id);
      return 'error' in pushed ? pushed.error : orderNow(deps, pushed.found);
    }
    const order = await networkOrder(deps, bap, message.order.id);
    if ('error' in order) return order.error;
    const asked = message.update_target === 'item' ? returnRequestsOf(message.order.fulfillments ?? []) : { requests: [] };
    if ('invalid' in asked) {
      const code = asked.invalid.path.endsWith('reason_id') ? '30005' : '30000';
      return refuse(code, `Invalid return request: ${asked.invalid.message}`, asked.invalid.path);
    }
    if (!asked.requests.length) return notTaken(deps, order.found, `Updating ${message.update_target} is not possible through the network: the order stands as sent`);
    try {
      await takeReturns(deps, order.found, asked.requests);
    } catch (err) {
      if (err instanceof ReturnRefused) return { ...(await orderNow(deps, order.found)), error: ondcError(err.code, err.message) } as CallbackContent;
      throw err;
    }
    return orderNow(deps, order.found);
  };
}

async function notTaken(deps: ConfirmDeps, row: OndcOrderRow, why: string): Promise<CallbackContent> {
  const now = await orderNow(deps, row);
  if (now.error) return now;
  return { message: now.message, error: ondcError('50002', why) } as CallbackContent;
}

/** The returns asked for, each a return of the shop with its network ids, in one transaction: all are taken or none. */
async function takeReturns(deps: ConfirmDeps, row: OndcOrderRow, requests: NetworkReturnRequest[]): Promise<void> {
  const account = await deps.buyerApps.accountOf(row.bap_id);
  await deps.work.transaction(async () => {
    for (const r of requests) {
      if (await repo.findNetworkReturn(deps.work.db, row.order_id, r.id)) continue;
      const reason = NETWORK_RETURN_REASONS[r.reasonId];
      if (!reason) throw new ReturnRefused('30005', `Return ${r.id}: the reason ${r.reasonId} is not one of ${Object.keys(NETWORK_RETURN_REASONS).join(', ')}`);
      const input = StoreReturnRequest.safeParse({ lines: [{ productId: r.itemId, quantity: r.quantity }], reason: reason.reason, note: noteOf(r, reason.words) });
      if (!input.success) throw new ReturnRefused('30005', `Invalid return request ${r.id}: ${input.error.issues[0]!.message}`);
      try {
        const made = await deps.network.requestReturn(account, row.order_id, input.data);
        await repo.insertNetworkReturn(deps.work.db, { return_id: made.id, order_id: row.order_id, network_return_id: r.id, reason_id: r.reasonId, reason_desc: r.reasonDesc, created_at: new Date(deps.now()).toISOString() });
      } catch (err) {
        if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
        // An item not on the order is ONDC's "item not found"; the returns policy's refusals (not
        // delivered, its days over, more than is left) are "update not possible", in the shop's words.
        const unknownItem = err.fields !== undefined && 'lines.0.productId' in err.fields;
        throw new ReturnRefused(unknownItem ? '30004' : '50002', unknownItem ? `Return ${r.id}: no item ${r.itemId} on order ${row.network_order_id}` : `Return ${r.id}: ${err.message}`);
      }
    }
  });
}
