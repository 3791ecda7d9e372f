import { createHmac, timingSafeEqual } from 'node:crypto';
import { ONLINE_INSTRUMENTS, type OnlineInstrument } from '#shared/schemas/orders';
import { GatewayError, type GatewayOrder, type GatewayPayment, type GatewayRefund, type PaymentGateway } from './gateway.ts';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  /** Absent until the owner saves one: webhooks are then refused. */
  webhookSecret: string | null;
}

export interface HttpPolicy {
  /** Per attempt. */
  timeoutMs: number;
  /** Attempts in all, for timeouts, dropped connections, 5xx and 429. */
  attempts: number;
  /** Wait before the second attempt; doubled each time. */
  backoffMs: number;
}

export const DEFAULT_HTTP_POLICY: HttpPolicy = { timeoutMs: 10_000, attempts: 3, backoffMs: 300 };

const hmacHex = (key: string, data: string | Buffer) => createHmac('sha256', key).update(data).digest('hex');

/** Compares two hex signatures in constant time (a wrong length is simply false). */
function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A payment as Razorpay's API and webhooks send it (the fields the shop reads). */
export interface RazorpayPaymentEntity {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: GatewayPayment['status'];
  method?: string;
  card?: { last4?: string } | null;
}

/** A payment as the shop reads it: the gateway's other fields (email, contact, VPA...) are not kept. */
export function paymentOf(entity: RazorpayPaymentEntity): GatewayPayment {
  const method = entity.method && (ONLINE_INSTRUMENTS as readonly string[]).includes(entity.method) ? (entity.method as OnlineInstrument) : null;
  return {
    id: entity.id,
    orderId: entity.order_id ?? null,
    amountPaise: entity.amount,
    currency: entity.currency,
    status: entity.status,
    instrument: method,
    cardLast4: method === 'card' ? (entity.card?.last4 ?? null) : null,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Razorpay over its REST API with HTTP Basic auth (key id and secret). Every call has a timeout;
 * calls are retried on timeouts, dropped connections, 5xx and 429. Retrying is safe for each:
 * reads; capture (a repeat is refused and the payment read instead); refunds carry
 * X-Refund-Idempotency; a repeated order creation at worst leaves an unused gateway order, which
 * nobody can pay as its id was never shown. `apiUrl` is PAYMENT_GATEWAY_URL, by default Razorpay's
 * own (RAZORPAY_API_URL in config.ts).
 */
export class RazorpayGateway implements PaymentGateway {
  readonly provider = 'razorpay';

  constructor(
    private readonly apiUrl: string,
    private readonly keys: RazorpayKeys,
    private readonly policy: HttpPolicy = DEFAULT_HTTP_POLICY,
  ) {}

  async createOrder(input: { amountPaise: number; currency: 'INR'; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder> {
    const order = await this.call<{ id: string; amount: number; currency: string }>('POST', '/v1/orders', {
      amount: input.amountPaise,
      currency: input.currency,
      receipt: input.receipt,
      notes: input.notes,
    });
    return { id: order.id, amountPaise: order.amount, currency: order.currency };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    return paymentOf(await this.call<RazorpayPaymentEntity>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`));
  }

  async fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]> {
    const list = await this.call<{ items: RazorpayPaymentEntity[] }>('GET', `/v1/orders/${encodeURIComponent(gatewayOrderId)}/payments`);
    return list.items.map(paymentOf);
  }

  async capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment> {
    try {
      return paymentOf(await this.call<RazorpayPaymentEntity>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, { amount: amountPaise, currency }));
    } catch (err) {
      // Already captured (by the gateway's auto-capture, or our own earlier attempt): read it.
      if (err instanceof GatewayError && err.status === 400) return this.fetchPayment(paymentId);
      throw err;
    }
  }

  async refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<GatewayRefund> {
    const refund = await this.call<{ id: string; payment_id: string; amount: number; status: GatewayRefund['status'] }>(
      'POST',
      `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
      { amount: amountPaise, speed: 'normal', receipt: idempotencyKey.slice(0, 40) },
      { 'X-Refund-Idempotency': idempotencyKey },
    );
    return { id: refund.id, paymentId: refund.payment_id, amountPaise: refund.amount, status: refund.status };
  }

  /** Razorpay's documented check: HMAC-SHA256 of "order id|payment id" with the key secret. */
  verifyReturn(gatewayOrderId: string, paymentId: string, signature: string): boolean {
    return sameSignature(hmacHex(this.keys.keySecret, `${gatewayOrderId}|${paymentId}`), signature);
  }

  /** X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean {
    if (!this.keys.webhookSecret) return false;
    return sameSignature(hmacHex(this.keys.webhookSecret, rawBody), signature);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const auth = Buffer.from(`${this.keys.keyId}:${this.keys.keySecret}`).toString('base64');
    let lastError: GatewayError | undefined;
    for (let attempt = 0; attempt < this.policy.attempts; attempt++) {
      if (attempt > 0) await sleep(this.policy.backoffMs * 2 ** (attempt - 1));
      let response: Response;
      try {
        response = await fetch(new URL(path, this.apiUrl), {
          method,
          headers: { authorization: `Basic ${auth}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(this.policy.timeoutMs),
        });
      } catch (err) {
        // Timeout or connection error; the message names no key (it is in a header only).
        lastError = new GatewayError(`Payment gateway unreachable (${method} ${path.split('/').slice(0, 3).join('/')}): ${(err as Error).name}`, true);
        continue;
      }
      const text = await response.text();
      if (response.ok) return JSON.parse(text) as T;
      const { code, description } = gatewayErrorOf(text);
      const retriable = response.status >= 500 || response.status === 429 || response.status === 409;
      lastError = new GatewayError(`Payment gateway answered ${response.status}: ${description}`, retriable, response.status, isUnknownId(response.status, code, description));
      if (!retriable) break;
    }
    throw lastError!;
  }
}

/** The gateway's error code and own words for a refusal, at most 200 characters (they are logged). */
function gatewayErrorOf(body: string): { code: string | null; description: string } {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; description?: unknown } };
    const code = typeof parsed.error?.code === 'string' ? parsed.error.code : null;
    if (typeof parsed.error?.description === 'string') return { code, description: parsed.error.description.slice(0, 200) };
    return { code, description: 'no description' };
  } catch {
    return { code: null, description: 'no description' };
  }
}

/**
 * Razorpay's answer for an id it has no record of (https://razorpay.com/docs/errors/): HTTP 400,
 * `{"error":{"code":"BAD_REQUEST_ERROR","description":"The id provided does not exist", ...}}`.
 */
function isUnknownId(status: number, code: string | null, description: string): boolean {
  return status === 400 && code === 'BAD_REQUEST_ERROR' && /\bdoes not exist\b/i.test(description);
}
