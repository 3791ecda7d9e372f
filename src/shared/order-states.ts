import type { OrderStatus, PaymentMethod, PaymentStatus } from '#shared/schemas/orders';

/**
 * The two state machines of an order (docs/decisions/0045-order-and-payment-states.md): its
 * status and its payment status, as data. Every path that changes one, on the server, and every
 * page that says what can be done now, in the browser, asks these tables; an update that is a
 * compare-and-set in SQL takes its "from" list from them (fromStatesOf), so the two cannot drift.
 * Only type imports here: the browser's pages that read it load no schema code for it.
 */

// ---------------------------------------------------------------------------------------------
// The order status (docs/product-rules.md 16, 18, 31; docs/decisions/0024)
// ---------------------------------------------------------------------------------------------

/** Who moves an order: the admin (Manage Orders), the buyer (cancel), the unpaid-order sweep. */
export type OrderMover = 'admin' | 'customer' | 'sweep';

const ADMIN = ['admin'] as const;

/**
 * For each status, the statuses it may move to and who may make each move. The admin moves an
 * order between any two of the five until it is delivered or cancelled (rule 18: shipping asks
 * for the shipment, moving back before shipping clears it); the buyer cancels while it is pending
 * or processing (rule 31); the sweep cancels an online order still pending and unpaid past its
 * deadline (decision 24). Every order starts pending (FIRST_ORDER_STATUS).
 */
export const ORDER_MOVES: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderMover[]>>>> = {
  pending: { processing: ADMIN, shipped: ADMIN, delivered: ADMIN, cancelled: ['admin', 'customer', 'sweep'] },
  processing: { pending: ADMIN, shipped: ADMIN, delivered: ADMIN, cancelled: ['admin', 'customer'] },
  shipped: { pending: ADMIN, processing: ADMIN, delivered: ADMIN, cancelled: ADMIN },
  delivered: {},
  cancelled: {},
};

/** The status an order is placed in. */
export const FIRST_ORDER_STATUS: OrderStatus = 'pending';

const ORDER_STATES = Object.keys(ORDER_MOVES) as OrderStatus[];

/** Whether an order may move from `from` to `to` (by `by`, when given: anyone otherwise). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, by?: OrderMover): boolean {
  const movers = ORDER_MOVES[from]?.[to];
  return movers !== undefined && (by === undefined || movers.includes(by));
}

/** The statuses from which `by` (anyone, when not given) may move an order to `to`. */
export function orderFromStatesOf(to: OrderStatus, by?: OrderMover): OrderStatus[] {
  return ORDER_STATES.filter((from) => canMoveOrder(from, to, by));
}

/** Delivered and cancelled: no move leads out of them. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATES.filter((s) => Object.keys(ORDER_MOVES[s]).length === 0);
export const isFinalOrderStatus = (status: OrderStatus): boolean => FINAL_ORDER_STATUSES.includes(status);

// ---------------------------------------------------------------------------------------------
// The payment status, by payment method (docs/decisions/0024, 0034)
// ---------------------------------------------------------------------------------------------

/** What moves a payment. */
export type PaymentEvent =
  /** The gateway's signed word of a captured payment of the order's total (return, webhook, the sweep's "paid after all"). */
  | 'paid_online'
  /** The gateway reports the attempt failed (payment.failed): the order stays payable until its deadline. */
  | 'attempt_failed'
  /** An unpaid online order is cancelled (by the admin, the buyer or the sweep): it never will be paid. */
  | 'closed_unpaid'
  /** A payment arrives for an order already cancelled: recorded and refunded in full at once (decision 34). */
  | 'paid_after_cancel'
  /** Gateway refunds processed: the payment is refunded in part, or in full. */
  | 'refund_processed'
  /** The admin, or the vendor delivering the whole order, marks the cash collected. */
  | 'cash_collected'
  /** The admin marks the bank transfer received, with its UTR. */
  | 'transfer_received'
  /** Money given back by hand (cash, or a bank transfer with its reference): a cancelled order's, or a return's. */
  | 'refunded_by_hand';

/** While the order is in which state the event may happen: not cancelled, cancelled (or being cancelled in the same write), or either. */
export type OrderCondition = 'open' | 'cancelled' | 'any';

export interface PaymentMove {
  from: readonly PaymentStatus[];
  to: readonly PaymentStatus[];
  order: OrderCondition;
}

const REFUNDED_IN_PART_OR_FULL = ['partially_refunded', 'refunded'] as const;

/**
 * For each payment method, the events that move its payment, from which statuses to which, and
 * while the order is in which state. An order's payment starts at FIRST_PAYMENT_STATUS[method].
 */
export const PAYMENT_MOVES: Readonly<Record<PaymentMethod, Partial<Record<PaymentEvent, PaymentMove>>>> = {
  online: {
    paid_online: { from: ['awaiting', 'failed'], to: ['paid'], order: 'open' },
    attempt_failed: { from: ['awaiting'], to: ['failed'], order: 'open' },
    closed_unpaid: { from: ['awaiting', 'failed'], to: ['failed'], order: 'cancelled' },
    paid_after_cancel: { from: ['awaiting', 'failed'], to: ['refunded'], order: 'cancelled' },
    refund_processed: { from: ['paid', 'partially_refunded'], to: REFUNDED_IN_PART_OR_FULL, order: 'any' },
  },
  cod: {
    cash_collected: { from: ['cod_due'], to: ['cod_collected'], order: 'open' },
    refunded_by_hand: { from: ['cod_collected', 'partially_refunded'], to: REFUNDED_IN_PART_OR_FULL, order: 'any' },
  },
  bank_transfer: {
    transfer_received: { from: ['bank_awaiting'], to: ['bank_received'], order: 'open' },
    refunded_by_hand: { from: ['bank_received', 'partially_refunded'], to: REFUNDED_IN_PART_OR_FULL, order: 'any' },
  },
};

/** The payment status an order is placed with, by its method. */
export const FIRST_PAYMENT_STATUS: Readonly<Record<PaymentMethod, PaymentStatus>> = { online: 'awaiting', cod: 'cod_due', bank_transfer: 'bank_awaiting' };

const METHODS = Object.keys(PAYMENT_MOVES) as PaymentMethod[];
const movesOf = (method: PaymentMethod) => Object.entries(PAYMENT_MOVES[method] ?? {}) as Array<[PaymentEvent, PaymentMove]>;
const unique = <T>(items: T[]): T[] => [...new Set(items)];

/** Whether the order's status lets the event happen (paid only while not cancelled, a late payment only once cancelled). */
export function orderAllows(on: PaymentEvent, orderStatus: OrderStatus): boolean {
  const conditions = METHODS.flatMap((m) => (PAYMENT_MOVES[m][on] ? [PAYMENT_MOVES[m][on].order] : []));
  return conditions.some((c) => c === 'any' || (c === 'cancelled') === (orderStatus === 'cancelled'));
}

/** The order statuses during which the event may not happen: what its SQL rules out (`status not in (...)`). */
export function orderStatusesBarring(on: PaymentEvent): OrderStatus[] {
  return ORDER_STATES.filter((s) => !orderAllows(on, s));
}

/**
 * Whether the event may happen to a payment of this method in this status (and, when the order's
 * status is given, while the order is in it).
 */
export function allowsPaymentEvent(method: PaymentMethod, from: PaymentStatus, on: PaymentEvent, orderStatus?: OrderStatus): boolean {
  const move = PAYMENT_MOVES[method]?.[on];
  if (!move || !move.from.includes(from)) return false;
  return orderStatus === undefined || move.order === 'any' || (move.order === 'cancelled') === (orderStatus === 'cancelled');
}

/** Whether a payment of this method may move from `from` to `to` (while the order is in `orderStatus`, when given). */
export function canMovePayment(method: PaymentMethod, from: PaymentStatus, to: PaymentStatus, orderStatus?: OrderStatus): boolean {
  return movesOf(method).some(([on, move]) => move.to.includes(to) && allowsPaymentEvent(method, from, on, orderStatus));
}

/** The statuses the event moves a payment from, of any method (of `method`, when given): a compare-and-set's "from" list. */
export function fromStatesOf(on: PaymentEvent, method?: PaymentMethod): PaymentStatus[] {
  return unique((method ? [method] : METHODS).flatMap((m) => [...(PAYMENT_MOVES[m][on]?.from ?? [])]));
}

/** The statuses the event moves a payment to, of any method. */
export function toStatesOf(on: PaymentEvent): PaymentStatus[] {
  return unique(METHODS.flatMap((m) => [...(PAYMENT_MOVES[m][on]?.to ?? [])]));
}

/** The statuses reachable from these by any number of moves of any method, these included. */
function reachableFrom(start: PaymentStatus[]): PaymentStatus[] {
  const seen = [...start];
  for (let i = 0; i < seen.length; i++) {
    for (const m of METHODS) for (const [, move] of movesOf(m)) if (move.from.includes(seen[i]!)) for (const to of move.to) if (!seen.includes(to)) seen.push(to);
  }
  return seen;
}

/** An online order whose money may still come: awaiting, or its last attempt failed. */
export const PAYABLE: readonly PaymentStatus[] = fromStatesOf('paid_online');
/** A paid online order whose payment the gateway can still give back (in part or the rest). */
export const REFUNDABLE_ONLINE: readonly PaymentStatus[] = fromStatesOf('refund_processed');
/** Cash or a transfer still to come by hand. */
export const DUE_BY_HAND: readonly PaymentStatus[] = [...fromStatesOf('cash_collected'), ...fromStatesOf('transfer_received')];
/** Cash collected or a transfer received, none of it given back yet. */
export const PAID_BY_HAND: readonly PaymentStatus[] = [...toStatesOf('cash_collected'), ...toStatesOf('transfer_received')];
/** A cash or bank order whose money came in and is not all given back: refunds by hand are recorded from these. */
export const REFUNDABLE_BY_HAND: readonly PaymentStatus[] = fromStatesOf('refunded_by_hand');
/** The shop holds the order's money, none of it given back: paid online, cash collected, transfer received. */
export const PAID: readonly PaymentStatus[] = [...toStatesOf('paid_online'), ...PAID_BY_HAND];
/**
 * The money came in, some or all of it perhaps given back since (refunds say how much): the
 * dashboard's revenue counts these orders' totals. A late payment's order is among them.
 */
export const MONEY_RECEIVED: readonly PaymentStatus[] = reachableFrom([...PAID, ...toStatesOf('paid_after_cancel')]);
