import { formatOrderNumber } from '../../src/shared/order-number.ts';
import type { AcknowledgedOrder, CrashProduct } from './checkout-load.ts';
import type { StoreSnapshot } from './store-check.ts';

// The crash test's verdicts: what the shop confirmed, held against what the database holds.

const sameLines = (a: AcknowledgedOrder['lines'], b: AcknowledgedOrder['lines']) => {
  const key = (l: AcknowledgedOrder['lines'][number]) => `${l.productId}:${l.quantity}:${l.unitPricePaise}:${l.lineTotalPaise}`;
  const sa = a.map(key).sort();
  const sb = b.map(key).sort();
  return sa.length === sb.length && sa.every((k, i) => k === sb[i]);
};

/**
 * Holds the confirmed orders against the database: each there, with exactly its lines. And the
 * other way round: every order request was answered or retried with its Idempotency-Key after the
 * restart, so an order no buyer was told of (`unknown`) would be a retry placed twice.
 */
export function checkOrders(confirmed: Map<string, AcknowledgedOrder>, snapshot: StoreSnapshot) {
  const lost: string[] = [];
  const wrong: string[] = [];
  const unknown = [...snapshot.orders].filter(([id]) => !confirmed.has(id)).map(([id, o]) => `${formatOrderNumber(o.number)} (${id})`);
  for (const order of confirmed.values()) {
    const stored = snapshot.orders.get(order.id);
    if (!stored) lost.push(`${order.number} (${order.id})`);
    else if (formatOrderNumber(stored.number) !== order.number || stored.totalPaise !== order.totalPaise || !sameLines(stored.lines, order.lines)) {
      wrong.push(`${order.number}: confirmed ${JSON.stringify(order.lines)} total ${order.totalPaise}, stored ${formatOrderNumber(stored.number)} ${JSON.stringify(stored.lines)} total ${stored.totalPaise}`);
    }
  }
  return { lost, wrong, unknown };
}

/** Stock plus units sold equals the starting stock, for every product; no order without lines (half an order). */
export function checkStock(products: CrashProduct[], snapshot: StoreSnapshot): string[] {
  const problems: string[] = [];
  for (const p of products) {
    const stock = snapshot.stock.get(p.id);
    const sold = snapshot.sold.get(p.id) ?? 0;
    if (stock === undefined) problems.push(`product ${p.id} is missing`);
    else if (stock + sold !== p.startStock || stock < 0) problems.push(`product ${p.id}: stock ${stock} + sold ${sold} = ${stock + sold}, started with ${p.startStock}`);
  }
  for (const [id, order] of snapshot.orders) if (order.lines.length === 0) problems.push(`order ${formatOrderNumber(order.number)} (${id}) has no lines`);
  return problems;
}
