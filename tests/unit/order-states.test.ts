import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type OrderStatus, type PaymentMethod, type PaymentStatus } from '../../src/shared/schemas/orders.ts';
import {
  allowsPaymentEvent,
  canMoveOrder,
  canMovePayment,
  DUE_BY_HAND,
  FINAL_ORDER_STATUSES,
  FIRST_ORDER_STATUS,
  FIRST_PAYMENT_STATUS,
  fromStatesOf,
  MONEY_RECEIVED,
  ORDER_MOVES,
  orderAllows,
  orderFromStatesOf,
  orderStatusesBarring,
  PAID,
  PAID_BY_HAND,
  PAYABLE,
  PAYMENT_MOVES,
  REFUNDABLE_BY_HAND,
  REFUNDABLE_ONLINE,
  toStatesOf,
} from '../../src/shared/order-states.ts';

// docs/decisions/0045-order-and-payment-states.md: the tables as the code allowed them before
// they were written down. A change here is a change of the shop's rules.

const sorted = <T extends string>(xs: readonly T[]) => [...xs].sort();

describe('the order machine', () => {
  /** Every allowed move, as "from -> to: who". */
  const ALLOWED = [
    'pending -> processing: admin',
    'pending -> shipped: admin',
    'pending -> delivered: admin',
    'pending -> cancelled: admin customer sweep',
    'processing -> pending: admin',
    'processing -> shipped: admin',
    'processing -> delivered: admin',
    'processing -> cancelled: admin customer',
    'shipped -> pending: admin',
    'shipped -> processing: admin',
    'shipped -> delivered: admin',
    'shipped -> cancelled: admin',
  ];

  it('has exactly these moves', () => {
    const moves = Object.entries(ORDER_MOVES).flatMap(([from, tos]) => Object.entries(tos).map(([to, by]) => `${from} -> ${to}: ${by!.join(' ')}`));
    expect(sorted(moves)).toEqual(sorted(ALLOWED));
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const line = ALLOWED.find((l) => l.startsWith(`${from} -> ${to}:`));
        expect(canMoveOrder(from, to), `${from} -> ${to}`).toBe(line !== undefined);
        for (const by of ['admin', 'customer', 'sweep'] as const) expect(canMoveOrder(from, to, by), `${from} -> ${to} by ${by}`).toBe(line?.split(': ')[1]!.split(' ').includes(by) ?? false);
      }
    }
  });

  it('forbids what the rules forbid', () => {
    expect(canMoveOrder('delivered', 'pending')).toBe(false);
    expect(canMoveOrder('cancelled', 'pending')).toBe(false);
    expect(canMoveOrder('pending', 'pending')).toBe(false);
    expect(canMoveOrder('shipped', 'cancelled', 'customer')).toBe(false);
    expect(canMoveOrder('processing', 'cancelled', 'sweep')).toBe(false);
  });

  it('names its sets from the table', () => {
    expect(FIRST_ORDER_STATUS).toBe('pending');
    expect(FINAL_ORDER_STATUSES).toEqual(['delivered', 'cancelled']);
    expect(orderFromStatesOf('cancelled', 'customer')).toEqual(['pending', 'processing']);
    expect(orderFromStatesOf('cancelled', 'sweep')).toEqual(['pending']);
  });

  it('has exactly the order statuses', () => {
    const inTable = new Set<OrderStatus>([FIRST_ORDER_STATUS, ...(Object.keys(ORDER_MOVES) as OrderStatus[]), ...Object.values(ORDER_MOVES).flatMap((tos) => Object.keys(tos) as OrderStatus[])]);
    expect(sorted([...inTable])).toEqual(sorted(ORDER_STATUSES));
  });
});

describe('the payment machine', () => {
  /** Every allowed move, as "method: from -> to". */
  const ALLOWED = [
    'online: awaiting -> paid',
    'online: failed -> paid',
    'online: awaiting -> failed',
    'online: failed -> failed',
    'online: awaiting -> refunded',
    'online: failed -> refunded',
    'online: paid -> partially_refunded',
    'online: paid -> refunded',
    'online: partially_refunded -> partially_refunded',
    'online: partially_refunded -> refunded',
    'cod: cod_due -> cod_collected',
    'cod: cod_collected -> partially_refunded',
    'cod: cod_collected -> refunded',
    'cod: partially_refunded -> partially_refunded',
    'cod: partially_refunded -> refunded',
    'bank_transfer: bank_awaiting -> bank_received',
    'bank_transfer: bank_received -> partially_refunded',
    'bank_transfer: bank_received -> refunded',
    'bank_transfer: partially_refunded -> partially_refunded',
    'bank_transfer: partially_refunded -> refunded',
  ];

  it('allows exactly these moves', () => {
    for (const method of PAYMENT_METHODS) {
      for (const from of PAYMENT_STATUSES) {
        for (const to of PAYMENT_STATUSES) expect(canMovePayment(method, from, to), `${method}: ${from} -> ${to}`).toBe(ALLOWED.includes(`${method}: ${from} -> ${to}`));
      }
    }
  });

  it('names each move by its event, with the order it needs', () => {
    const events = Object.entries(PAYMENT_MOVES).flatMap(([method, moves]) =>
      Object.entries(moves).map(([on, m]) => `${method} ${on}: ${m!.from.join('|')} -> ${m!.to.join('|')} (${m!.order})`),
    );
    expect(sorted(events)).toEqual(
      sorted([
        'online paid_online: awaiting|failed -> paid (open)',
        'online attempt_failed: awaiting -> failed (open)',
        'online closed_unpaid: awaiting|failed -> failed (cancelled)',
        'online paid_after_cancel: awaiting|failed -> refunded (cancelled)',
        'online refund_processed: paid|partially_refunded -> partially_refunded|refunded (any)',
        'cod cash_collected: cod_due -> cod_collected (open)',
        'cod refunded_by_hand: cod_collected|partially_refunded -> partially_refunded|refunded (any)',
        'bank_transfer transfer_received: bank_awaiting -> bank_received (open)',
        'bank_transfer refunded_by_hand: bank_received|partially_refunded -> partially_refunded|refunded (any)',
      ]),
    );
  });

  it('forbids what the rules forbid', () => {
    // A cancelled order is never paid: a late payment is refunded (decision 34).
    expect(canMovePayment('online', 'awaiting', 'paid', 'cancelled')).toBe(false);
    expect(canMovePayment('online', 'failed', 'paid', 'cancelled')).toBe(false);
    expect(canMovePayment('online', 'failed', 'refunded', 'cancelled')).toBe(true);
    expect(canMovePayment('online', 'failed', 'refunded', 'pending')).toBe(false);
    expect(allowsPaymentEvent('online', 'awaiting', 'paid_online', 'cancelled')).toBe(false);
    expect(allowsPaymentEvent('online', 'awaiting', 'paid_online', 'shipped')).toBe(true);
    // Cash is never "paid" online, nor a paid order paid again, nor money back before it came.
    expect(canMovePayment('cod', 'cod_due', 'paid')).toBe(false);
    expect(canMovePayment('online', 'paid', 'paid')).toBe(false);
    expect(canMovePayment('cod', 'cod_due', 'refunded')).toBe(false);
    expect(canMovePayment('bank_transfer', 'bank_awaiting', 'refunded')).toBe(false);
    expect(canMovePayment('online', 'refunded', 'paid')).toBe(false);
    // Cash not collected once the order is cancelled; nothing leaves refunded.
    expect(allowsPaymentEvent('cod', 'cod_due', 'cash_collected', 'cancelled')).toBe(false);
    expect(allowsPaymentEvent('bank_transfer', 'bank_awaiting', 'transfer_received', 'cancelled')).toBe(false);
    for (const method of PAYMENT_METHODS) for (const to of PAYMENT_STATUSES) expect(canMovePayment(method, 'refunded', to)).toBe(false);
  });

  it('keeps the sets the code used to spell out', () => {
    expect(FIRST_PAYMENT_STATUS).toEqual({ online: 'awaiting', cod: 'cod_due', bank_transfer: 'bank_awaiting' });
    expect(sorted(PAYABLE)).toEqual(['awaiting', 'failed']);
    expect(fromStatesOf('closed_unpaid')).toEqual(['awaiting', 'failed']);
    expect(fromStatesOf('attempt_failed')).toEqual(['awaiting']);
    expect(fromStatesOf('cash_collected')).toEqual(['cod_due']);
    expect(fromStatesOf('transfer_received')).toEqual(['bank_awaiting']);
    expect(toStatesOf('cash_collected')).toEqual(['cod_collected']);
    expect(toStatesOf('transfer_received')).toEqual(['bank_received']);
    expect(sorted(REFUNDABLE_ONLINE)).toEqual(['paid', 'partially_refunded']);
    expect(sorted(REFUNDABLE_BY_HAND)).toEqual(['bank_received', 'cod_collected', 'partially_refunded']);
    expect(sorted(DUE_BY_HAND)).toEqual(['bank_awaiting', 'cod_due']);
    expect(sorted(PAID_BY_HAND)).toEqual(['bank_received', 'cod_collected']);
    expect(sorted(PAID)).toEqual(['bank_received', 'cod_collected', 'paid']);
    expect(sorted(MONEY_RECEIVED)).toEqual(['bank_received', 'cod_collected', 'paid', 'partially_refunded', 'refunded']);
    expect(orderStatusesBarring('paid_online')).toEqual(['cancelled']);
    expect(orderAllows('paid_after_cancel', 'cancelled')).toBe(true);
    expect(orderAllows('paid_after_cancel', 'pending')).toBe(false);
    expect(orderAllows('refunded_by_hand', 'delivered')).toBe(true);
  });

  it('has exactly the payment statuses, each method starting at its first', () => {
    const inTable = new Set<PaymentStatus>(Object.values(FIRST_PAYMENT_STATUS));
    for (const method of Object.keys(PAYMENT_MOVES) as PaymentMethod[]) {
      for (const move of Object.values(PAYMENT_MOVES[method])) for (const s of [...move!.from, ...move!.to]) inTable.add(s);
    }
    expect(sorted([...inTable])).toEqual(sorted(PAYMENT_STATUSES));
    expect(sorted(Object.keys(PAYMENT_MOVES))).toEqual(sorted(PAYMENT_METHODS));
    // Every status a method uses is reachable from where its orders start.
    for (const method of PAYMENT_METHODS) {
      const used = new Set(Object.values(PAYMENT_MOVES[method]).flatMap((m) => [...m!.from, ...m!.to]));
      const reached = new Set<PaymentStatus>([FIRST_PAYMENT_STATUS[method]]);
      for (let grew = true; grew; ) {
        grew = false;
        for (const from of [...reached]) for (const to of PAYMENT_STATUSES) if (!reached.has(to) && canMovePayment(method, from, to)) (reached.add(to), (grew = true));
      }
      expect(sorted([...reached]), method).toEqual(sorted([...used]));
    }
  });
});
