import { formatRupees } from '#shared/money';
import { formatOrderNumber } from '#shared/order-number';

/**
 * Who an order's messages go to, read in the event's transaction: the account that placed the
 * order (the link in the message opens the order only for that account), in the language the
 * order was placed in, else the account's. The orders module answers (filled in services.ts), so
 * the mail module reads no order of its own.
 */
export interface OrderBuyers {
  buyerOf(orderId: string): Promise<{ email: string; name: string; language: string | null; number: number; totalPaise: number } | undefined>;
}

/**
 * What every message about an order needs: who gets it, in which language (English if none), and
 * the order's number (as My Orders shows it), total (Indian grouping) and page.
 */
export interface OrderMailFacts {
  to: string;
  language: string | null;
  name: string;
  orderId: string;
  orderNumber: string;
  total: string;
  totalPaise: number;
  orderPath: string;
}

/** The facts above for one order, or undefined when it is unknown. */
export async function orderMailFacts(buyers: OrderBuyers, orderId: string): Promise<OrderMailFacts | undefined> {
  const buyer = await buyers.buyerOf(orderId);
  if (!buyer) return undefined;
  return {
    to: buyer.email,
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
