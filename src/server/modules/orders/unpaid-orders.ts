import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { OnlinePaymentsService } from '#server/modules/payments';
import type { CancelOrder } from './cancel-order.workflow.ts';
import { findOverdue } from './order-payments.repository.ts';

/** Overdue orders looked at per run. */
const BATCH = 50;

/**
 * The unpaid-order sweep (docs/decisions/0024-payments.md): online orders left unpaid
 * past their deadline are cancelled and their stock returned, unless the gateway says they were
 * paid after all; a gateway that cannot be asked postpones an order to the next run. Every app
 * server runs it each minute; the cancellation is a compare-and-set, so each order is cancelled
 * once. It also asks the gateway again for refunds it could not take before.
 */
export class UnpaidOrdersSweep {
  constructor(
    private readonly work: UnitOfWork,
    private readonly payments: OnlinePaymentsService,
    /** The cancellation, with its stock back and the buyer's message (cancel-order.workflow.ts). */
    private readonly cancelOrder: CancelOrder,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  async run(): Promise<{ paid: number; cancelled: number }> {
    const now = this.now();
    let paid = 0;
    let cancelled = 0;
    for (const order of await findOverdue(this.work.db, new Date(now).toISOString(), BATCH)) {
      const found = await this.payments.paidAfterAll(order);
      if (found === 'paid') paid++;
      else if (found === 'unpaid' && (await this.cancelOrder.run(order.id, { by: 'unpaid' }))) cancelled++;
    }
    if (cancelled) this.log.info({ cancelled }, 'unpaid online orders cancelled, stock returned');
    await this.payments.resendRefunds();
    return { paid, cancelled };
  }
}
