import { createHash, randomUUID } from 'node:crypto';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { FastifyBaseLogger } from 'fastify';
import type { OnlineCheckout } from '#shared/schemas/payments';
import { allowsPaymentEvent, fromStatesOf } from '#shared/order-states';
import type { OrderRow } from '#server/db/schema';
import { AppError } from '#server/errors';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './gateway.ts';
import * as repo from './online-payments.repository.ts';
import type { PaymentSettingsService } from './payment-settings.service.ts';
import type { LateRefund, PaymentArrival } from './payment-arrival.workflow.ts';
import type { PaymentOrders } from './payment-orders.ts';
import { DEFAULT_HTTP_POLICY, RazorpayGateway, paymentOf, type HttpPolicy, type RazorpayPaymentEntity } from './razorpay-gateway.ts';

/** An online order not paid within this time is cancelled and its stock returned (docs/decisions/0024). */
export const PAYMENT_WINDOW_MS = 30 * 60_000;
/** Unsent refunds asked for again per run of the sweep. */
const RESEND_BATCH = 50;

export interface OnlinePaymentsOptions {
  /** The gateway's API (PAYMENT_GATEWAY_URL) and checkout script (PAYMENT_CHECKOUT_URL). */
  gatewayUrl: string;
  checkoutScriptUrl: string;
  /** The shop's address (PUBLIC_URL): the gateway's page sends the buyer back to it, never to the Host a request named. */
  publicUrl: string;
  /** The time now, in milliseconds: the unpaid-order deadline follows it. */
  now: () => number;
  httpPolicy?: HttpPolicy;
}

/** What the browser's return from the gateway's page came to ('late': paid after the order was cancelled, so refunded). */
export type ReturnOutcome = 'paid' | 'failed' | 'unverified' | 'pending' | 'unknown' | 'late';

const iso = (ms: number) => new Date(ms).toISOString();

const unavailable = () =>
  new AppError(503, 'payment_unavailable', 'Online payment is not available right now. Your order is kept: please try again in a few minutes or contact us.');

/**
 * Online payment through the gateway (docs/decisions/0024-payments.md): starting the gateway's
 * checkout for an order, the browser's signed return, webhooks, refunds, and whether an overdue
 * order was paid after all (the orders module's sweep cancels it if not). An order becomes paid
 * only on a captured payment of exactly its total in INR whose authenticity was checked (the
 * return's signature, or the webhook's); whichever of the return and the webhook comes second
 * finds the order paid and changes nothing.
 */
export class OnlinePaymentsService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly settings: PaymentSettingsService,
    private readonly log: FastifyBaseLogger,
    private readonly options: OnlinePaymentsOptions,
    /** A payment heard of, by the return, a webhook or the sweep, is settled by this workflow. */
    private readonly arrival: PaymentArrival,
    /** The orders paid: their payment columns. */
    private readonly orders: PaymentOrders,
  ) {}

  /** When an online order placed now must be paid by. */
  dueAt(): string {
    return iso(this.options.now() + PAYMENT_WINDOW_MS);
  }

  private async gateway(): Promise<PaymentGateway | undefined> {
    return (await this.gatewayWithKey())?.gateway;
  }

  /** The gateway client under the keys saved now, and the public key id the browser's checkout needs. */
  private async gatewayWithKey(): Promise<{ gateway: PaymentGateway; keyId: string } | undefined> {
    const keys = await this.settings.gatewayKeys();
    return keys && { gateway: new RazorpayGateway(this.options.gatewayUrl, keys, this.options.httpPolicy ?? DEFAULT_HTTP_POLICY), keyId: keys.keyId };
  }

  /**
   * What the browser needs to open the gateway's checkout for the buyer's own unpaid online
   * order: the gateway order is created once, from the order's stored total, and reused by every
   * later attempt. A gateway that cannot be reached answers 503 and leaves the order as it was.
   */
  async checkout(userId: string, orderId: string): Promise<OnlineCheckout> {
    const order = orderId.length <= 64 ? await this.orders.order(orderId) : undefined;
    if (!order || order.user_id !== userId) throw new AppError(404, 'not_found', 'Order not found');
    if (order.payment_method !== 'online') throw new AppError(409, 'not_online_order', 'This order is not paid online.');
    if (order.payment_status === 'paid') throw new AppError(409, 'already_paid', 'This order is already paid.');
    if (!allowsPaymentEvent(order.payment_method, order.payment_status, 'paid_online', order.status) || (order.payment_due_at && order.payment_due_at < iso(this.options.now()))) {
      throw new AppError(409, 'payment_window_closed', 'This order was not paid in time and has been cancelled. Please place it again.');
    }
    const connected = await this.gatewayWithKey();
    if (!connected) throw unavailable();
    const { gateway, keyId } = connected;
    let gatewayOrderId = order.gateway_order_id;
    if (!gatewayOrderId) {
      try {
        const created = await gateway.createOrder({ amountPaise: Number(order.total_paise), currency: 'INR', receipt: order.id, notes: { order_id: order.id } });
        gatewayOrderId = await this.orders.storeGatewayOrder(order.id, gateway.provider, created.id);
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err;
        this.log.warn({ orderId: order.id, err: err.message }, 'payment gateway order not created');
        throw unavailable();
      }
    }
    return {
      provider: 'razorpay',
      keyId,
      gatewayOrderId: gatewayOrderId!,
      amountPaise: Number(order.total_paise),
      currency: 'INR',
      scriptUrl: this.options.checkoutScriptUrl,
      callbackUrl: `${this.options.publicUrl}/api/payments/razorpay/return`,
      orderId: order.id,
      prefill: { name: order.ship_full_name, email: order.ship_email, contact: order.ship_phone },
    };
  }

  /**
   * The browser's return from the gateway's page (Razorpay's callback_url POST). Paid only when
   * the signature over the stored gateway order id and the payment id checks out and the gateway
   * confirms a captured payment of the order's total; anything else leaves the order unpaid.
   */
  async confirmReturn(fields: Record<string, string>): Promise<{ orderId?: string; outcome: ReturnOutcome }> {
    const paymentId = fields.razorpay_payment_id;
    const gatewayOrderId = fields.razorpay_order_id ?? metadataOf(fields)?.order_id;
    const order = gatewayOrderId && gatewayOrderId.length <= 64 ? await this.orders.byGatewayOrder(gatewayOrderId) : undefined;
    if (!order) return { outcome: 'unknown' };
    if (!paymentId || !fields.razorpay_signature) {
      // The gateway's failure return: the webhook (payment.failed) is the authority; nothing changes here.
      return { orderId: order.id, outcome: fields['error[code]'] ? 'failed' : 'unverified' };
    }
    const gateway = await this.gateway();
    if (!gateway || !gateway.verifyReturn(order.gateway_order_id!, paymentId, fields.razorpay_signature)) {
      this.log.warn({ orderId: order.id }, 'payment return with a signature that does not verify: order left unpaid');
      return { orderId: order.id, outcome: 'unverified' };
    }
    let payment: GatewayPayment;
    try {
      payment = await gateway.fetchPayment(paymentId);
      // Authorized but not captured (an account without auto-capture): captured here, and only a
      // payment of this order for its total; anything else is left for settle() to refuse.
      const ours = payment.orderId === order.gateway_order_id && payment.amountPaise === Number(order.total_paise) && payment.currency === 'INR';
      if (payment.status === 'authorized' && ours) payment = await gateway.capturePayment(payment.id, Number(order.total_paise), 'INR');
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      // Signed but not confirmable now: the webhook or the sweep settles it.
      this.log.warn({ orderId: order.id, err: err.message }, 'payment return not confirmed: gateway unreachable');
      return { orderId: order.id, outcome: 'pending' };
    }
    const { outcome: settled, refund } = await this.arrival.run(order.id, payment, 'return');
    if (refund) await this.sendRefund(refund.id, refund.paymentId, refund.amountPaise);
    return { orderId: order.id, outcome: settled === 'paid' || settled === 'already_paid' ? 'paid' : settled === 'failed' ? 'failed' : settled === 'late' ? 'late' : 'unverified' };
  }

  /** Records a full refund of a paid order through the gateway, in the caller's transaction (sendRefund sends it). */
  async recordRefund(orderId: string, amountPaise: number, by: string): Promise<string> {
    const id = randomUUID();
    await repo.insertRefund(this.work.db, { id, order_id: orderId, method: 'gateway', amount_paise: amountPaise, status: 'pending', gateway_refund_id: null, reference: null, created_by: by, created_at: iso(this.options.now()), processed_at: null });
    return id;
  }

  /**
   * Asks the gateway for a recorded refund (its id is the idempotency key, so asking again never
   * refunds twice). Unreachable, it stays pending without a gateway id, and the sweep asks again.
   */
  async sendRefund(refundId: string, paymentId: string, amountPaise: number): Promise<void> {
    const gateway = await this.gateway();
    if (!gateway) return;
    try {
      const refund = await gateway.refund(paymentId, amountPaise, refundId);
      await repo.setRefund(this.work.db, refundId, { gateway_refund_id: refund.id, status: refund.status, processed_at: refund.status === 'processed' ? iso(this.options.now()) : null });
      if (refund.status === 'processed') {
        const row = await repo.findRefundById(this.work.db, refundId);
        if (row) await this.refreshRefundStatus(row.order_id);
      }
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      this.log.warn({ refundId, err: err.message }, 'refund not sent: gateway refused or unreachable');
      if (!err.retriable) await repo.setRefund(this.work.db, refundId, { status: 'failed' });
    }
  }

  /**
   * POST /api/payments/razorpay/webhook: checked against the webhook secret over the raw body
   * (a bad or missing signature is a 400 and changes nothing), recorded once per event id (a
   * replay is answered 200 and changes nothing), then applied in the same transaction.
   */
  async webhook(rawBody: Buffer, signature: string | undefined, eventId: string | undefined): Promise<{ outcome: string }> {
    const gateway = await this.gateway();
    if (!gateway || !signature || !gateway.verifyWebhook(rawBody, signature)) {
      throw new AppError(400, 'invalid_signature', 'The webhook signature does not verify.');
    }
    let event: WebhookEvent;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
    } catch {
      throw new AppError(400, 'bad_request', 'The webhook body is not JSON.');
    }
    const name = typeof event.event === 'string' ? event.event.slice(0, 60) : 'unknown';
    const paymentEntity = event.payload?.payment?.entity;
    const refundEntity = event.payload?.refund?.entity;
    const gatewayOrderId = paymentEntity?.order_id ?? event.payload?.order?.entity?.id ?? null;
    const id = randomUUID();
    const result = await this.work.transaction(async (trx): Promise<{ outcome: string; refund?: LateRefund }> => {
      const claimed = await repo.claimEvent(trx, {
        id,
        provider: gateway.provider,
        // Razorpay sends X-Razorpay-Event-Id; without one, the body itself identifies the event.
        event_id: (eventId ?? createHash('sha256').update(rawBody).digest('hex')).slice(0, 100),
        event: name,
        gateway_order_id: gatewayOrderId,
        gateway_payment_id: paymentEntity?.id ?? refundEntity?.payment_id ?? null,
        order_id: null,
        outcome: 'received',
        received_at: iso(this.options.now()),
      });
      if (!claimed) return { outcome: 'duplicate' };
      const applied = await this.apply(name, paymentEntity, refundEntity, gatewayOrderId);
      await repo.setEventOutcome(trx, id, applied.outcome, applied.orderId);
      return applied;
    });
    if (result.refund) await this.sendRefund(result.refund.id, result.refund.paymentId, result.refund.amountPaise);
    return { outcome: result.outcome };
  }

  private async apply(name: string,
    paymentEntity: RazorpayPaymentEntity | undefined,
    refundEntity: WebhookRefund | undefined,
    gatewayOrderId: string | null,
  ): Promise<{ outcome: string; orderId: string | null; refund?: LateRefund }> {
    if (name.startsWith('refund.') && refundEntity) return this.applyRefundEvent(name, refundEntity);
    const order = gatewayOrderId ? await this.orders.byGatewayOrder(gatewayOrderId) : undefined;
    if (!order) return { outcome: 'unknown_order', orderId: null };
    if (!paymentEntity || !['payment.captured', 'order.paid', 'payment.failed'].includes(name)) return { outcome: 'ignored', orderId: order.id };
    const { outcome, refund } = await this.arrival.run(order.id, paymentOf(paymentEntity), `webhook ${name}`);
    return { outcome, orderId: order.id, refund };
  }

  private async applyRefundEvent(name: string, entity: WebhookRefund): Promise<{ outcome: string; orderId: string | null }> {
    const refund = await repo.findRefundByGatewayId(this.work.db, entity.id);
    if (!refund) return { outcome: 'unknown_refund', orderId: null };
    if (name === 'refund.processed') {
      await repo.setRefund(this.work.db, refund.id, { status: 'processed', processed_at: iso(this.options.now()) });
      await this.refreshRefundStatus(refund.order_id);
      return { outcome: 'refund_processed', orderId: refund.order_id };
    }
    if (name === 'refund.failed') {
      await repo.setRefund(this.work.db, refund.id, { status: 'failed' });
      return { outcome: 'refund_failed', orderId: refund.order_id };
    }
    return { outcome: 'ignored', orderId: refund.order_id };
  }

  /** A paid order's payment status after its processed refunds: refunded in full or in part. */
  private async refreshRefundStatus(orderId: string): Promise<void> {
    const order = await this.orders.order(orderId);
    const refundable = fromStatesOf('refund_processed');
    // Refunded in full already: nothing left to move (the compare-and-set below would find it so).
    if (!order || !refundable.includes(order.payment_status)) return;
    const refunded = (await repo.findRefundsOfOrders(this.work.db, [orderId])).filter((r) => r.status === 'processed').reduce((s, r) => s + Number(r.amount_paise), 0);
    if (refunded === 0) return;
    const status = refunded >= Number(order.total_paise) ? 'refunded' : 'partially_refunded';
    await this.orders.setPaymentIf(orderId, refundable, { payment_status: status, updated_at: iso(this.options.now()) });
  }

  /**
   * An online order past its deadline: was it paid after all (a webhook lost on the way)? Asks
   * the gateway for the order's payments and settles a captured one. 'unreachable': the gateway
   * could not be asked, so the order must wait for the next run rather than be cancelled. A
   * gateway that answers it has no such order is an answer: 'unpaid'.
   */
  async paidAfterAll(order: OrderRow): Promise<'paid' | 'unpaid' | 'unreachable'> {
    const gateway = order.gateway_order_id ? await this.gateway() : undefined;
    if (!gateway || !order.gateway_order_id) return 'unpaid';
    let payments: GatewayPayment[];
    try {
      payments = await gateway.fetchOrderPayments(order.gateway_order_id);
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      if (err.unknownId) {
        // The gateway answered: it has no such order, so nothing was or can be paid on it. Closed
        // now (the sweep cancels it, once, and returns its stock) rather than asked about each minute.
        this.log.warn({ orderId: order.id, err: err.message }, 'unpaid order closed: the gateway does not know its order');
        return 'unpaid';
      }
      this.log.warn({ orderId: order.id, err: err.message }, 'unpaid order kept: gateway unreachable or refusing, asking again on the next run');
      return 'unreachable';
    }
    const captured = payments.find((p) => p.status === 'captured');
    if (!captured) return 'unpaid';
    const { outcome, refund } = await this.arrival.run(order.id, captured, 'sweep');
    if (refund) await this.sendRefund(refund.id, refund.paymentId, refund.amountPaise);
    return outcome === 'paid' ? 'paid' : 'unpaid';
  }

  /** Refunds the gateway could not take when they were made, asked for again with the same key. */
  async resendRefunds(): Promise<void> {
    const refunds = await repo.findUnsentRefunds(this.work.db, RESEND_BATCH);
    const paymentOfOrder = await this.orders.gatewayPaymentIdsOf(refunds.map((r) => r.order_id));
    for (const refund of refunds) {
      // A late payment's refund names its payment; a cancelled order's refunds the order's payment.
      const paymentId = refund.reference ?? paymentOfOrder.get(refund.order_id);
      if (paymentId) await this.sendRefund(refund.id, paymentId, Number(refund.amount_paise));
    }
  }
}

/** Razorpay's failure return carries error[metadata] as a JSON string with the gateway's order id. */
function metadataOf(fields: Record<string, string>): { order_id?: string } | undefined {
  try {
    const parsed = JSON.parse(fields['error[metadata]'] ?? '') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as { order_id?: string }) : undefined;
  } catch {
    return undefined;
  }
}

interface WebhookRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
}

interface WebhookEvent {
  event?: unknown;
  payload?: { payment?: { entity?: RazorpayPaymentEntity }; order?: { entity?: { id?: string } }; refund?: { entity?: WebhookRefund } };
}
