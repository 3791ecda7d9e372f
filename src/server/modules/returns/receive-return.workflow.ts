import { randomUUID } from 'node:crypto';
import { indianDate } from '#shared/india';
import { REFUNDABLE_BY_HAND } from '#shared/order-states';
import type { AdminReturn } from '#shared/schemas/returns';
import type { UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { AppError } from '#server/errors';
import type { DocumentsService } from '#server/modules/documents';
import type { OnlinePaymentsService, OrderRefunds } from '#server/modules/payments';
import type { ProductStock } from '#server/modules/catalog';
import type { OrderReads } from '#server/modules/orders';
import * as repo from './returns.repository.ts';
import { changedMeanwhile, refundsThroughGateway, type ReturnsService } from './returns.service.ts';

/**
 * The goods of an approved return are back (docs/product-rules.md 24), in the order of the steps,
 * in ONE transaction: the return moved on (a compare-and-set on 'approved': someone else first
 * makes this a 409) -> the units back in stock, a seed line's to the lot(s) it was sold from, and
 * a seed product's stock recounted from its valid lots (docs/product-rules.md 28) -> a credit note
 * per tax document for exactly the returned quantities -> the refund of what they cost recorded:
 * through the gateway for a paid online order (sent once this commits, its id the idempotency
 * key; the payment sweep resends it if the gateway is down), else a bank transfer the admin sends
 * to the buyer's account and records with its UTR.
 */
export class ReceiveReturn {
  constructor(
    private readonly work: UnitOfWork,
    private readonly returns: ReturnsService,
    private readonly orders: OrderReads,
    private readonly documents: DocumentsService,
    /** The units back in stock, a seed's into its lots: the catalog's stock. */
    private readonly stock: ProductStock,
    private readonly onlinePayments: OnlinePaymentsService,
    private readonly refunds: OrderRefunds,
    private readonly events: EventBus<ShopEvents>,
    private readonly now: () => number,
  ) {}

  async run(admin: UserRow, returnId: string): Promise<AdminReturn> {
    const sent = await this.work.transaction(async () => {
      const row = await this.returns.find(returnId);
      if (row.status !== 'approved') throw changedMeanwhile();
      const order = (await this.orders.order(row.order_id))!;
      const online = refundsThroughGateway(order);
      // A cash or bank order's money must have come in: refunds by hand are sent from there.
      if (!online && !REFUNDABLE_BY_HAND.includes(order.payment_status)) {
        throw new AppError(409, 'payment_not_due', "This order's payment is not recorded as received yet: record the cash collected or the transfer received first.");
      }
      const at = new Date(this.now()).toISOString();
      const refundId = randomUUID();
      const won = await repo.setReturnIf(this.work.db, row.id, 'approved', {
        // An online refund is on its way to the gateway now; a bank refund waits for its UTR.
        status: online ? 'refunded' : 'received',
        received_at: at,
        received_by: admin.id,
        received_by_name: admin.name,
        refund_id: refundId,
        updated_at: at,
      });
      if (!won) throw changedMeanwhile();
      const lines = await this.returns.linesOfReturns([row.id]);
      // Stock: back to the godown that served the line; a seed line's units fill its lots after
      // those earlier receipts of the line put back.
      const receivedBefore = await repo.findReceivedBefore(this.work.db, row.id, lines.map((l) => l.order_item_id));
      await this.stock.putBack(
        lines.map((l) => ({ lineId: l.order_item_id, productId: l.product_id, quantity: l.quantity, returnedBefore: receivedBefore.get(l.order_item_id) ?? 0, locationId: l.location_id })),
        indianDate(new Date(this.now())),
      );
      // Credit notes.
      const before = new Set(await this.documents.creditNoteIdsOf(order.id));
      const amount = await this.documents.creditForRefund(order.id, lines.map((l) => ({ lineId: l.order_item_id, quantity: l.quantity })));
      await repo.linkCreditNotes(this.work.db, row.id, (await this.documents.creditNoteIdsOf(order.id)).filter((id) => !before.has(id)));
      // The refund.
      const method = online ? 'gateway' : 'bank';
      await this.refunds.add({ id: refundId, order_id: order.id, method, amount_paise: amount, status: 'pending', gateway_refund_id: null, reference: null, created_by: admin.id, created_at: at, processed_at: null });
      // In the audit log with the refund it recorded; a gateway refund is still sent after the commit (docs/product-rules.md 50).
      await this.work.recordChange({
        action: 'return.received',
        entity: 'return',
        entityId: row.id,
        before: { status: row.status, received_at: row.received_at, refund_id: row.refund_id },
        after: { status: online ? 'refunded' : 'received', received_at: at, refund_id: refundId, refund_method: method, refund_paise: amount, order_id: order.id },
      });
      await this.events.emit('return.received', { returnId: row.id, orderId: order.id, lines: lines.map((l) => ({ lineId: l.order_item_id, quantity: l.quantity })), at });
      return online ? { refundId, paymentId: order.gateway_payment_id!, amount } : undefined;
    });
    if (sent) await this.onlinePayments.sendRefund(sent.refundId, sent.paymentId, sent.amount);
    return this.returns.adminView(returnId);
  }
}
