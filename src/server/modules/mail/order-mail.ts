import { formatRupees } from '#shared/money';
import { formatOrderNumber } from '#shared/order-number';

/**
 * Who an order's messages go to, read in the event's transaction: the account that placed the
 * order (the link in the message opens the order only for that account), in the language the
 * order was placed in, else the account's. The orders module answers (filled in services.ts), so
 * the mail module reads no order of its own.
 */
export interface OrderBuyers {
  buyerOf(orderId: string): Promise<OrderBuyer | undefined>;
  /** The same for an order in hand: only its account is read. */
  buyerOfOrder(order: MailedOrder): Promise<OrderBuyer | undefined>;
}

/** Who gets an order's messages, and the order's figures they name. */
export interface OrderBuyer {
  /** Null for an account made with a mobile number: it is told by text message only. */
  email: string | null;
  /** The account's verified mobile number, if any, and the channel it chose for its messages. */
  mobile: string | null;
  textChannel: 'sms' | 'whatsapp';
  name: string;
  language: string | null;
  number: number;
  totalPaise: number;
}

/** An order as an event carries it: what its messages need of the row. */
export interface MailedOrder {
  id: string;
  user_id: string;
  number: number;
  total_paise: number;
  language: string | null;
}

/**
 * What every message about an order needs: who gets it, in which language (English if none), and
 * the order's number (as My Orders shows it), total (Indian grouping) and page.
 */
export interface OrderMailFacts {
  to: string | null;
  /** The mobile number text messages go to, and by which channel; null: none. */
  mobile: { to: string; channel: 'sms' | 'whatsapp' } | null;
  language: string | null;
  name: string;
  orderId: string;
  orderNumber: string;
  total: string;
  totalPaise: number;
  orderPath: string;
}

/** The facts above for one order (by id, or in hand), or undefined when it is unknown. */
export async function orderMailFacts(buyers: OrderBuyers, order: string | MailedOrder): Promise<OrderMailFacts | undefined> {
  const buyer = typeof order === 'string' ? await buyers.buyerOf(order) : await buyers.buyerOfOrder(order);
  if (!buyer) return undefined;
  const orderId = typeof order === 'string' ? order : order.id;
  return {
    to: buyer.email,
    mobile: buyer.mobile ? { to: buyer.mobile, channel: buyer.textChannel } : null,
    language: buyer.language,
    name: buyer.name,
    orderId,
    // HY-000123, as every page shows it (docs/product-rules.md 31).
    orderNumber: formatOrderNumber(buyer.number),
    total: formatRupees(buyer.totalPaise),
    totalPaise: buyer.totalPaise,
    orderPath: `/user/orders/${orderId}`,
  };
}
