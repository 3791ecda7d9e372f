import { describe, expect, it } from 'vitest';
import type { AcknowledgedOrder, CrashProduct } from './checkout-load.ts';
import type { StoreSnapshot, StoredOrder } from './store-check.ts';
import { checkOrders, checkStock } from './verdict.ts';

// The crash test passes only if its verdicts can fail: each broken promise is caught here.
const products: CrashProduct[] = [
  { id: 'p1', startStock: 100 },
  { id: 'p2', startStock: 50 },
];
const line = (productId: string, quantity: number) => ({ productId, quantity, unitPricePaise: 120_00, lineTotalPaise: 120_00 * quantity });
const confirmedOrder: AcknowledgedOrder = { id: 'o1', number: 'HY-000001', totalPaise: 480_00 + 48_00, lines: [line('p1', 3), line('p2', 1)] };
const stored = (over: Partial<StoredOrder> = {}): StoredOrder => ({ number: 1, status: 'pending', totalPaise: 528_00, lines: [line('p2', 1), line('p1', 3)], ...over });
const snapshot = (orders: Array<[string, StoredOrder]>, stock: [number, number], sold: [number, number]): StoreSnapshot => ({
  orders: new Map(orders),
  stock: new Map([['p1', stock[0]], ['p2', stock[1]]]),
  sold: new Map([['p1', sold[0]], ['p2', sold[1]]]),
});

describe('crash test verdicts', () => {
  const confirmed = new Map([[confirmedOrder.id, confirmedOrder]]);

  it('passes an order stored with its lines (in any order) and stock that adds up', () => {
    const snap = snapshot([['o1', stored()]], [97, 49], [3, 1]);
    expect(checkOrders(confirmed, snap)).toEqual({ lost: [], wrong: [], unknown: [] });
    expect(checkStock(products, snap)).toEqual([]);
  });

  it('finds a confirmed order that is missing', () => {
    expect(checkOrders(confirmed, snapshot([], [100, 50], [0, 0])).lost).toEqual(['HY-000001 (o1)']);
  });

  it('finds an order no buyer was told of', () => {
    const snap = snapshot([['o1', stored()], ['o2', stored({ number: 2 })]], [94, 48], [6, 2]);
    expect(checkOrders(confirmed, snap).unknown).toEqual(['HY-000002 (o2)']);
  });

  it('finds a confirmed order stored with a line missing, another quantity or another number', () => {
    for (const changed of [{ lines: [line('p1', 3)] }, { lines: [line('p1', 2), line('p2', 1)] }, { number: 7 }, { totalPaise: 1 }]) {
      expect(checkOrders(confirmed, snapshot([['o1', stored(changed)]], [97, 49], [3, 1])).wrong).toHaveLength(1);
    }
  });

  it('finds stock taken without a sale, a sale without its stock, and an order without lines', () => {
    expect(checkStock(products, snapshot([], [96, 49], [3, 1]))).toHaveLength(1);
    expect(checkStock(products, snapshot([], [97, 50], [3, 1]))).toHaveLength(1);
    expect(checkStock(products, snapshot([['o1', stored({ lines: [] })]], [100, 50], [0, 0]))).toEqual(['order HY-000001 (o1) has no lines']);
  });
});
