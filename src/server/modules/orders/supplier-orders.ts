import type { UnitOfWork } from '#server/db/unit-of-work';
import type { ProductReads } from '#server/modules/catalog';
import type { PaymentStatus } from '#shared/schemas/orders';
import { setPaymentIf } from './order-payments.repository.ts';
import type { PaymentChange } from './order-payments.ts';
import * as repo from './supplier-orders.repository.ts';

export type { OwnLineRow as SupplierLineRow } from './supplier-orders.repository.ts';

/**
 * The orders holding a supplier's products, as the vendor portal shows them (docs/product-rules.md 21):
 * its lines of them, never the buyer's e-mail, phone or street address; the orders module answers,
 * so the vendors module reads no order of its own.
 */
export class SupplierOrders {
  constructor(
    private readonly work: UnitOfWork,
    /** Which products are the supplier's: the catalog answers (a subquery of its products). */
    private readonly products: ProductReads,
  ) {}

  /** Orders (not cancelled) holding the supplier's products, and the sum of its lines in them. */
  sales(supplierId: string) {
    return repo.sumOwnSales(this.work.db, this.products.idsOfVendor(supplierId));
  }

  /** The supplier's lines, newest orders first, each order's lines in their order. */
  lines(supplierId: string, limit: number, offset: number) {
    return repo.listOwnLines(this.work.db, this.products.idsOfVendor(supplierId), limit, offset);
  }

  /** The supplier's lines of one order (none: not its order). */
  linesOfOrder(supplierId: string, orderId: string) {
    return repo.findOwnLinesOfOrder(this.work.db, this.products.idsOfVendor(supplierId), orderId);
  }

  /** An order's payment, and whether all its lines are the supplier's (it may then record the cash). */
  paymentFor(supplierId: string, orderId: string) {
    return repo.findOrderPaymentFor(this.work.db, this.products.idsOfVendor(supplierId), orderId);
  }

  /** Changes the order's payment only if its status is still one of `from` (the cash it collected); false when it was not. */
  setPaymentIf(orderId: string, from: readonly PaymentStatus[], change: PaymentChange): Promise<boolean> {
    return setPaymentIf(this.work.db, orderId, from, change);
  }
}
