import { isLanguage, type Language } from '#shared/languages';
import { formatOrderNumber } from '#shared/order-number';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { productsValue, smsValue } from '#server/modules/messaging';
import { vendorOrderLine } from './messages/vendor-order-line.ts';
import type { MailOutbox } from './outbox.ts';

/** A vendor account as its messages need it: its holder, contacts and language. */
interface VendorAccount {
  name: string;
  email: string | null;
  /** Its verified mobile number (+91 and 10 digits), if any; text messages go only there (docs/decisions/0051). */
  mobile: string | null;
  text_channel: 'sms' | 'whatsapp';
  language: string | null;
}

/**
 * What a vendor's order messages read, each from the module that owns it (filled in services.ts,
 * docs/decisions/0048): the vendor accounts (accounts), their business names (vendors), and, for
 * an order paid online, its lines and town (orders). Mail imports none of them.
 */
export interface VendorOrderSources {
  accounts: { contactOf(userIds: string[]): Promise<Map<string, VendorAccount>> };
  businesses: { namesOf(vendorIds: string[]): Promise<Map<string, string>> };
  orders: {
    linesOf(orderIds: string[]): Promise<Array<{ supplier_id: string | null; product_name: string; quantity: number }>>;
    /** The order's number and town, as a vendor may see it: never the buyer's address, phone or e-mail. */
    shipToOf(orderIds: string[]): Promise<Map<string, { number: number; city: string }>>;
  };
}

/** An order line as the vendor's message names it. */
type Line = { supplierId: string | null; name: string; quantity: number };

/**
 * A vendor hears of an order holding its products once the order is confirmed (docs/product-rules.md
 * 36): cash on delivery and bank transfer when placed, online once paid (unpaid, it is cancelled
 * in 30 minutes). One message per order and vendor, listing only that vendor's lines, by e-mail and
 * by SMS or WhatsApp to a verified mobile, in the vendor account's language. The key
 * `vendor-order:<order id>:<vendor id>` tells each vendor once whatever confirms the order.
 */
export class VendorOrderMessages {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly sources: VendorOrderSources,
  ) {}

  subscribe(events: EventBus<ShopEvents>): void {
    events.on('order.placed', (e) => this.placed(e));
    events.on('payment.received', (e) => this.paid(e));
  }

  /**
   * Inside checkout's transaction, after the order number is taken: every query here holds up the
   * next checkout on PostgreSQL (docs/decisions/0048, "Checkout"), so the lines and the vendors'
   * names come with the event: an order of the shop's products alone returns before reading
   * anything, and one with vendors' lines reads only the vendor accounts.
   */
  private async placed({ order, lines, supplierNames }: ShopEvents['order.placed']): Promise<void> {
    if (order.payment_method !== 'cod' && order.payment_method !== 'bank_transfer') return;
    if (!lines.some((l) => l.supplierId !== null)) return;
    await this.tell(order.id, order.number, order.ship_city, lines, new Map(Object.entries(supplierNames)));
  }

  /** An online order is confirmed by its payment; a bank transfer's was told when it was placed. */
  private async paid({ orderId, method }: ShopEvents['payment.received']): Promise<void> {
    if (method !== 'online') return;
    const lines = (await this.sources.orders.linesOf([orderId])).map((l) => ({ supplierId: l.supplier_id, name: l.product_name, quantity: l.quantity }));
    if (!lines.some((l) => l.supplierId !== null)) return;
    const shipTo = (await this.sources.orders.shipToOf([orderId])).get(orderId);
    if (!shipTo) return;
    await this.tell(orderId, shipTo.number, shipTo.city, lines);
  }

  /** Each vendor of the lines, one message per channel, with its own lines only; the business names read unless given. */
  private async tell(orderId: string, number: number, town: string, lines: Line[], names?: Map<string, string>): Promise<void> {
    const byVendor = new Map<string, Line[]>();
    for (const line of lines) if (line.supplierId !== null) byVendor.set(line.supplierId, [...(byVendor.get(line.supplierId) ?? []), line]);
    const vendorIds = [...byVendor.keys()];
    const accounts = await this.sources.accounts.contactOf(vendorIds);
    const businesses = names ?? (await this.sources.businesses.namesOf(vendorIds));
    const orderNumber = formatOrderNumber(number);
    for (const [vendorId, own] of byVendor) {
      const account = accounts.get(vendorId);
      const businessName = businesses.get(vendorId);
      if (!account || businessName === undefined) continue;
      const language: Language = isLanguage(account.language) ? account.language : 'en';
      const eventKey = `vendor-order:${orderId}:${vendorId}`;
      if (account.email) {
        await this.outbox.enqueue({
          eventKey,
          kind: 'vendor-order-line',
          to: account.email,
          language,
          template: vendorOrderLine,
          params: { name: account.name, businessName, orderNumber, lines: own.map((l) => `${l.quantity} × ${l.name}`), town },
        });
      }
      if (account.mobile) {
        const channel = account.text_channel;
        // On SMS each value fits one DLT variable (smsValue); WhatsApp takes whole values.
        const business = channel === 'sms' ? smsValue(businessName) : businessName;
        const values = [business, orderNumber, productsValue(own.map((l) => l.name), language, channel), String(own[0]!.quantity)];
        await this.outbox.enqueueText({ eventKey: `${eventKey}:text`, kind: 'vendor-order-line', channel, to: account.mobile, language, values });
      }
    }
  }
}
