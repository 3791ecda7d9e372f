import type { OnlineInstrument } from '#shared/schemas/orders';

/**
 * What the shop needs of a payment gateway (docs/decisions/0024-payments.md). Razorpay is the
 * first; another provider (Cashfree, PayU) implements the same and plugs in at the composition
 * root. Amounts are integer paise, currencies ISO codes.
 */
export interface PaymentGateway {
  readonly provider: string;
  /** Creates the gateway's order for `amountPaise`, with our order id as its receipt. */
  createOrder(input: { amountPaise: number; currency: 'INR'; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Every payment attempt on a gateway order (the sweep asks before cancelling an unpaid order). */
  fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment>;
  /** A refund of part or all of a captured payment; `idempotencyKey` makes a retry the same refund. */
  refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<GatewayRefund>;
  /** The browser's return from the gateway's page, signed with the key secret. */
  verifyReturn(gatewayOrderId: string, paymentId: string, signature: string): boolean;
  /** A webhook body, signed with the webhook secret. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
}

export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: string;
}

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface GatewayPayment {
  id: string;
  orderId: string | null;
  amountPaise: number;
  currency: string;
  status: GatewayPaymentStatus;
  instrument: OnlineInstrument | null;
  /** Card payments: the last four digits, all the gateway tells of a card. */
  cardLast4: string | null;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
}

/**
 * The gateway could not be reached or refused. `retriable`: a timeout, a dropped connection, a
 * 5xx or a 429, after our own retries; the order stays as it was and can be tried again.
 * `unknownId`: the gateway answered, and it has no such order, payment or refund (an answer, not
 * an outage: asking again will not change it).
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly retriable: boolean,
    readonly status?: number,
    readonly unknownId = false,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
