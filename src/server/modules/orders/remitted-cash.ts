import { fromStatesOf, orderAllows, toStatesOf } from '#shared/order-states';
import { formatOrderNumber } from '#shared/order-number';
import type { RemittanceOutcome } from '#shared/schemas/cod-remittances';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { changeTime } from './order-status.ts';
import { lockOrder, setPaymentIf } from './order-payments.repository.ts';

/** What became of a COD order's cash the courier remitted, with what the order expected. */
export interface RemittedCashResult {
  outcome: Exclude<RemittanceOutcome, 'unknown_awb'>;
  orderNumber: string;
  /** The order's total: the cash the courier collects for it (docs/decisions/0072, "Money"). */
  expectedPaise: number;
}

/**
 * The cash of a COD order the courier remitted (docs/product-rules.md 60): marked collected as the
 * admin's "cash collected" marks it (docs/decisions/0024: the same payment move, a compare-and-set
 * under the order's lock), with the remittance's reference kept as the order's payment reference
 * and the change in the audit log; only when the order is a COD order still awaiting its cash, not
 * cancelled, and the amount is its total to the paisa. Anything else is an outcome for the
 * accountant, and nothing changes. Runs in the caller's transaction (one per remittance).
 */
export class RemittedCash {
  constructor(
    private readonly work: UnitOfWork,
    private readonly now: () => number = Date.now,
  ) {}

  async collect(settledBy: string, orderId: string, remittance: { reference: string; amountPaise: number }): Promise<RemittedCashResult | undefined> {
    return this.work.transaction(async (trx) => {
      const order = await lockOrder(trx, orderId);
      if (!order) return undefined;
      const expectedPaise = Number(order.total_paise);
      const result = (outcome: RemittedCashResult['outcome']): RemittedCashResult => ({ outcome, orderNumber: formatOrderNumber(order.number), expectedPaise });
      if (order.payment_method !== 'cod') return result('not_cod');
      const from = fromStatesOf('cash_collected', 'cod');
      if (!from.includes(order.payment_status)) return result('already_collected');
      if (!orderAllows('cash_collected', order.status)) return result('order_cancelled');
      if (remittance.amountPaise !== expectedPaise) return result('amount_differs');
      const at = changeTime(order.updated_at, this.now());
      const payment = { payment_status: toStatesOf('cash_collected')[0]!, bank_utr: remittance.reference, payment_settled_at: at, payment_settled_by: settledBy };
      if (!(await setPaymentIf(trx, order.id, from, { ...payment, updated_at: at }))) return result('already_collected');
      // The cash in the audit log with the remittance it came in (docs/product-rules.md 50), as the admin's own record of it is.
      const before = { payment_status: order.payment_status, bank_utr: order.bank_utr, payment_settled_at: order.payment_settled_at, payment_settled_by: order.payment_settled_by };
      await this.work.recordChange({ action: 'order.payment', entity: 'order', entityId: order.id, before, after: payment });
      return result('matched');
    });
  }
}
