import type { UnitOfWork } from '#server/db/unit-of-work';
import { formatOrderNumber } from '#shared/order-number';
import type { MyAccountData, OpenOrderStatus } from '#shared/schemas/privacy';
import { allOrdersOfBuyer, blankContactsOfBuyer, countOrdersOfBuyerIn, linesOfOrders } from './buyer-records.repository.ts';

/** Paise as rupees with two decimals, exactly ("1250.50"), for a reader of the JSON. */
const rupees = (paise: number) => `${Math.trunc(paise / 100)}.${String(Math.abs(paise % 100)).padStart(2, '0')}`;

/** Orders that are not over yet: the shop still needs the buyer's phone to deliver them or collect their cash. */
const OPEN_STATUSES: readonly OpenOrderStatus[] = ['pending', 'processing', 'shipped'];

/**
 * A buyer's orders as its own data (docs/product-rules.md 37): the copy it downloads, whether it
 * may delete its account now, and what deleting it takes off its orders. The orders themselves,
 * their lines, amounts, the name and address the invoices print, stay: GST law keeps tax records
 * for 72 months (CGST Act s. 36, Rule 56).
 */
export class BuyerRecords {
  constructor(private readonly work: UnitOfWork) {}

  /** Every order of the buyer with its lines, amounts in paise and rupees, and where it went. */
  async ofBuyer(userId: string): Promise<MyAccountData['orders']> {
    const orders = await allOrdersOfBuyer(this.work.db, userId);
    const lines = await linesOfOrders(this.work.db, orders.map((o) => o.id));
    return orders.map((o) => ({
      number: formatOrderNumber(o.number),
      placedAt: o.created_at,
      status: o.status,
      paymentMethod: o.payment_method,
      lines: lines
        .filter((l) => l.order_id === o.id)
        .map((l) => ({ name: l.product_name, quantity: l.quantity, unitPricePaise: l.unit_price_paise, lineTotalPaise: l.line_total_paise, unitPriceRupees: rupees(l.unit_price_paise), lineTotalRupees: rupees(l.line_total_paise) })),
      subtotalPaise: o.subtotal_paise,
      discountPaise: o.discount_paise,
      couponCode: o.coupon_code,
      gstPaise: o.gst_paise,
      totalPaise: o.total_paise,
      totalRupees: rupees(o.total_paise),
      shipping: { fullName: o.ship_full_name, email: o.ship_email, phone: o.ship_phone, address: o.ship_address, city: o.ship_city, state: o.ship_state, pincode: o.ship_pincode },
    }));
  }

  /** How many of the buyer's orders are still on their way (placed, being packed, shipped). */
  async openCount(userId: string): Promise<number> {
    return countOrdersOfBuyerIn(this.work.db, userId, OPEN_STATUSES);
  }

  /**
   * The buyer's phone number and e-mail address taken off its orders (in the caller's
   * transaction), as its account is deleted. Neither is printed on a tax invoice (CGST Rule 46
   * asks the recipient's name, address and state, which stay); a finished order needs them no more.
   */
  async forgetContacts(userId: string, at: string): Promise<void> {
    await blankContactsOfBuyer(this.work.db, userId, at);
  }
}
