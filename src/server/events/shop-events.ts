import type { BusinessGroup } from '#shared/price-lists';
import type { OrderStatus } from '#shared/schemas/orders';
import type { GrievanceSource } from '#shared/schemas/grievances';
import type { OrderRow, TaxDocumentsTable } from '#server/db/schema';

/** What changed on an account: never a secret, and a bank account only by its last 4 digits. */
export type AccountChange =
  | { kind: 'password' }
  /** `byStaff`: an admin changed it in Manage Users. Both addresses get the message. */
  // oldEmail: null when an account made with a mobile number is given its first e-mail address.
  | { kind: 'email'; oldEmail: string | null; newEmail: string; byStaff: boolean }
  | { kind: 'payout-account'; last4: string; replaced: boolean };

/** The account as it was before the change: its owner is who must hear of it. */
export interface AccountOwner {
  id: string;
  name: string;
  /** Null for an account made with a mobile number: its changes are not e-mailed. */
  email: string | null;
  language: string | null;
}

/** What an order's cancellation gives back, and how (paise); null when nothing was paid. */
export type CancellationRefund = { kind: 'online' | 'by_hand'; amountPaise: number } | null;

/** How a shipped order travels: the shop's own delivery, or a carrier and its tracking number. */
export type ShipmentEvent = { ownDelivery: true } | { ownDelivery: false; carrier: string; trackingNumber: string };

/**
 * The events of the shop, by name: what each workflow tells its subscribers (event-bus.ts). Each
 * is emitted inside the transaction that records it, once per change: a compare-and-set decides
 * the change first, so a retried request never emits it twice.
 */
export interface ShopEvents {
  /**
   * An order was placed (docs/product-rules.md 12): its stock taken, its documents issued. It
   * carries its lines as checkout has them in hand (who supplies each, its name and quantity), so
   * a subscriber reads nothing more inside checkout's transaction while the order numbers' counter
   * is held (docs/decisions/0048, "Checkout"): an order of the shop's products alone costs no query.
   */
  'order.placed': {
    order: Pick<OrderRow, 'id' | 'user_id' | 'number' | 'total_paise' | 'language' | 'payment_method' | 'bank_details' | 'expected_delivery_on' | 'ship_city' | 'buyer_gstin'>;
    /** `supplierId`: the vendor's account; null for the shop's own products. */
    lines: Array<{ supplierId: string | null; name: string; quantity: number }>;
    /** The tax documents issued for it: who issued each (null: the shop) and its kind (e-invoicing reports the shop's tax invoices). */
    documents: Array<{ id: string; kind: TaxDocumentsTable['kind']; supplierId: string | null }>;
    /** The vendors' business names by vendor id, as checkout read them for the tax documents before the order number. */
    supplierNames: Record<string, string>;
  };
  /** An order's money arrived: captured by the gateway, or a bank transfer the admin recorded. */
  'payment.received': { orderId: string; method: 'online' | 'bank_transfer' };
  /** A payment arrived for an order already cancelled, and is being refunded in full (docs/decisions/0024-payments.md). */
  'payment.refunded_late': { orderId: string; paymentId: string; amountPaise: number };
  /**
   * A credit note was issued against one of an order's documents (docs/product-rules.md 24, 45): a
   * cancellation's or a refund's, inside the transaction that issued it and before that
   * transaction's other events (a cancellation's `order.cancelled` comes after it). It carries who
   * issued it, the kind of document it credits and the order's buyer GSTIN, so a subscriber that
   * cares only for business orders reads nothing for a farmer's (e-invoicing, docs/decisions/0061).
   */
  'creditNote.issued': {
    creditNote: { id: string; refersTo: string; refersToKind: TaxDocumentsTable['kind'] };
    /** The vendor's account that issued it; null: the shop. */
    supplierId: string | null;
    order: Pick<OrderRow, 'id' | 'buyer_gstin'>;
  };
  /** An order was cancelled: by the shop, by its buyer, or for want of payment; with what goes back. */
  'order.cancelled': { orderId: string; by: 'shop' | 'customer' | 'unpaid'; refund: CancellationRefund };
  /** An order left for its buyer (docs/product-rules.md 29); `shippedAt` is unique per shipping. */
  'order.shipped': { orderId: string; shippedAt: string; expectedOn: string | null; shipment: ShipmentEvent };
  /**
   * The courier took a shipped order out for delivery (docs/product-rules.md 58): told once an
   * attempt, `attempt` counting the failed attempts before it (0 for the first day).
   */
  'order.out_for_delivery': { orderId: string; courierName: string; awb: string; attempt: number };
  /**
   * Money given back by hand on an order was recorded as sent, at `at`: a cancelled order's, or a
   * return's bank refund by its UTR (a network order's buyer app is told, docs/decisions/0080).
   */
  'order.refunded': { orderId: string; at: string };
  /** An order reached its buyer: its 14 days to return start. */
  'order.delivered': { orderId: string };
  /**
   * Any change of an order's status (OrderStatusMoves), by anyone, at `at`: an ONDC buyer app's
   * order (`networkApp`, its subscriber id; null on the shop's own orders) is reported to it.
   */
  'order.status_changed': { orderId: string; from: OrderStatus; to: OrderStatus; networkApp: string | null; at: string };
  /**
   * The password, e-mail address or payout bank account of an account changed (docs/decisions/0038-account-changes.md),
   * at `at`; `pageLanguage` is the language of the page the change came from (none for an admin's page).
   */
  'account.changed': { owner: AccountOwner; change: AccountChange; at: string; pageLanguage: string | null };
  /**
   * The admin (or the vendor of all its lines) approved or rejected a return (docs/product-rules.md 24):
   * the order as its buyer gave it, the returned lines named in the order's language, and how the money would go back.
   */
  'return.decided': {
    returnId: string;
    order: Pick<OrderRow, 'id' | 'number' | 'ship_email' | 'ship_full_name' | 'language'>;
    approved: boolean;
    reason: string | null;
    lines: Array<{ quantity: number; name: string }>;
    refundTo: { kind: 'online' } | { kind: 'bank'; last4: string };
  };
  /**
   * The goods of an approved return are back (docs/product-rules.md 24), inside the receipt's
   * transaction: the order and the lines returned with their quantities (a field agent's
   * commission on them is reversed, docs/product-rules.md 55).
   */
  'return.received': { returnId: string; orderId: string; lines: Array<{ lineId: string; quantity: number }>; at: string };
  /** A vendor signed up, at `at`, and waits for the admin's approval (docs/product-rules.md 30). */
  'vendor.applied': { vendorId: string; businessName: string; at: string };
  /** The admin approved or rejected (suspended) a vendor account, at `at` (docs/product-rules.md 30). */
  'vendor.reviewed': { vendorId: string; approved: boolean; reason: string | null; at: string };
  /**
   * The owner approved or refused, at `at`, a customer's request for its group's prices
   * (docs/product-rules.md 46): the group and the business it named, and the reason of a refusal.
   * A request may be refused, asked again and approved: each decision is its own event.
   */
  'business.decided': { userId: string; approved: boolean; group: BusinessGroup; businessName: string; reason: string | null; at: string };
  /**
   * A complaint's ticket was made, acknowledged, answered, resolved or closed (docs/product-rules.md 54):
   * the customer hears of each step but the close, by the contacts the ticket holds. `stepId`: the
   * reply's id (the ticket's for `created`), unique per step.
   */
  'grievance.changed': { step: GrievanceStep; stepId: string; ticket: GrievanceContact; message: string | null };
  /**
   * An ONDC buyer app's customer escalated his issue (docs/decisions/0079): the ticket takes no step
   * for it, so the shop's admins are told, for the grievance officer to take it up. `via`: the
   * buyer app; `message`: the complainant's words.
   */
  'grievance.escalated': { ticket: GrievanceContact; via: string; message: string };
}

/** A step of a complaint's ticket the customer is told of. */
export type GrievanceStep = 'created' | 'acknowledged' | 'replied' | 'resolved' | 'closed';

/** Who a ticket's messages go to, as the ticket holds it (his account's contacts when signed in). */
export interface GrievanceContact {
  id: string;
  /** GR-000123. */
  number: string;
  name: string;
  email: string | null;
  mobile: string | null;
  textChannel: 'sms' | 'whatsapp';
  language: string | null;
  /** Where it was raised: a buyer app's ('ondc') is told through the buyer app, not by the shop's messages. */
  source: GrievanceSource;
}
