import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, OrderRow } from '#server/db/schema';
import type { DocumentsService } from '#server/modules/documents';
import type { SeedLotsService } from '#server/modules/seeds';
import { overdueOrders, lockOrder, setPaymentIf, type OnlinePaymentsService } from '#server/modules/payments';
import { allowsPaymentEvent, canMoveOrder, fromStatesOf } from '#shared/order-states';
import { changeOrderStatus, SYSTEM_CHANGER } from './order-cancellation.ts';
import { type MailOutbox, queueOrderCancelled } from '#server/modules/mail';

/** Overdue orders looked at per run. */
const BATCH = 50;

/** Rolls a transaction back without an error reaching the caller. */
class LostRace extends Error {}

/**
 * The unpaid-order sweep (docs/decisions/0024-payments.md): online orders left unpaid
 * past their deadline are cancelled and their stock returned, unless the gateway says they were
 * paid after all; a gateway that cannot be asked postpones an order to the next run. Every app
 * server runs it each minute; the cancellation is a compare-and-set, so each order is cancelled
 * once. It also asks the gateway again for refunds it could not take before.
 */
export class UnpaidOrdersSweep {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly documents: DocumentsService,
    /** A cancelled order's seed units go back to their lots. */
    private readonly seedLots: SeedLotsService,
    private readonly payments: OnlinePaymentsService,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
    /** The buyer is told, in the cancellation's transaction (docs/decisions/0025). */
    private readonly outbox: MailOutbox,
  ) {}

  async run(): Promise<{ paid: number; cancelled: number }> {
    const now = this.now();
    let paid = 0;
    let cancelled = 0;
    for (const order of await overdueOrders(this.db, new Date(now).toISOString(), BATCH)) {
      const found = await this.payments.paidAfterAll(order);
      if (found === 'paid') paid++;
      else if (found === 'unpaid' && (await this.cancel(order, now))) cancelled++;
    }
    if (cancelled) this.log.info({ cancelled }, 'unpaid online orders cancelled, stock returned');
    await this.payments.resendRefunds();
    return { paid, cancelled };
  }

  /**
   * One transaction, on the order re-read under a lock (it was read before the gateway was asked):
   * still unpaid and still pending, then cancelled. A payment recorded meanwhile wins here; one
   * recorded after sees the cancellation and is refunded (docs/decisions/0024-payments.md).
   */
  private async cancel(order: OrderRow, now: number): Promise<boolean> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const current = await lockOrder(trx, order.id);
        // The sweep cancels only a pending order, and closes only a payment still unpaid.
        if (!current || !canMoveOrder(current.status, 'cancelled', 'sweep') || !allowsPaymentEvent(current.payment_method, current.payment_status, 'closed_unpaid')) return false;
        if (!(await setPaymentIf(trx, order.id, fromStatesOf('closed_unpaid'), { payment_status: 'failed', payment_due_at: null }))) return false;
        if (!(await changeOrderStatus(trx, this.documents, this.seedLots, current, current.status, 'cancelled', SYSTEM_CHANGER, now))) throw new LostRace();
        // Nothing was paid, so nothing to refund (a payment arriving later is refunded by itself).
        await queueOrderCancelled(this.outbox, trx, order.id, 'unpaid', null);
        return true;
      });
    } catch (err) {
      if (err instanceof LostRace) return false;
      throw err;
    }
  }
}
