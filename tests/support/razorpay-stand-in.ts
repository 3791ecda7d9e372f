import { createHmac, randomInt } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Razorpay, for the tests: the real gateway cannot be reached from the test
 * machines. It is a real HTTP server (node:http) that answers the part of Razorpay's documented
 * REST API the shop calls (orders, payments, capture, refunds), signs webhooks and checkout
 * returns exactly as Razorpay documents, and serves a checkout.js plus a hosted payment page a
 * person or Playwright can click through (Razorpay's redirect mode, not its iframe modal).
 *
 * State lives in memory and is open to the tests (orders, payments, refunds, requests, events).
 */

// ---------------------------------------------------------------------------------------------
// Entities, as Razorpay serialises them
// ---------------------------------------------------------------------------------------------

/** Razorpay's PHP back end serialises empty notes as `[]`, not `{}`; the stand-in does the same so the shop copes with both. */
export type RzpNotes = Record<string, string> | [];
export type PaymentMethod = 'upi' | 'card' | 'netbanking' | 'wallet';

export interface RzpOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: RzpNotes;
  created_at: number;
}

export interface RzpCard {
  id: string;
  entity: 'card';
  name: string;
  last4: string;
  network: string;
  type: 'debit';
  issuer: null;
  international: false;
  emi: false;
}

export interface RzpPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: string | null;
  /** Present for card payments only. */
  card?: RzpCard;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: RzpNotes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface RzpRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: RzpNotes;
  receipt: string | null;
  acquirer_data: { arn: null };
  created_at: number;
  batch_id: null;
  status: 'processed';
  speed_processed: 'normal' | 'instant';
  speed_requested: 'normal' | 'optimum';
}

// ---------------------------------------------------------------------------------------------
// The programmatic API
// ---------------------------------------------------------------------------------------------

export interface StandInOptions {
  /** The merchant's API key pair (HTTP Basic auth on the REST API). */
  keyId: string;
  keySecret: string;
  /** The dashboard's webhook secret; required as soon as there is a webhook URL. */
  webhookSecret?: string;
  /** Where events are POSTed; without one, events are only recorded. */
  webhookUrl?: string;
  /** 0 (the default) = any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The dashboard's business name, shown on the hosted page when checkout passes no `name`. */
  merchantName?: string;
}

export interface WebhookDelivery {
  id: string;
  /** The event's name (also inside body). */
  event: string;
  /** The exact bytes that were signed and are sent. */
  body: string;
  /** content-type, user-agent, x-razorpay-event-id and, with a webhook secret, x-razorpay-signature. */
  headers: Record<string, string>;
  /** The HTTP status of the latest delivery: absent if never sent, 0 if the receiver could not be reached or timed out. */
  status?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface PayOptions {
  method?: PaymentMethod;
  /** Paise; default the order's amount due. Only an order made with partial_payment takes less. */
  amount?: number;
  /** Default: true when a webhook URL is set. */
  deliverWebhooks?: boolean;
  /** Default true (auto-capture, Razorpay's default with orders); false leaves the payment authorized for POST /capture. */
  capture?: boolean;
}

export interface RazorpayStandIn {
  /** e.g. http://127.0.0.1:34567; the API base is `${url}/v1`. */
  url: string;
  /** `${url}/v1/checkout.js` */
  checkoutScriptUrl: string;
  close(): Promise<void>;
  setWebhookUrl(url: string | undefined): void;
  orders: Map<string, RzpOrder>;
  payments: Map<string, RzpPayment>;
  refunds: Map<string, RzpRefund>;
  /** Every request received, in order. Card fields posted to the hosted page are recorded redacted. */
  requests: RecordedRequest[];
  /** Every event the stand-in emitted, in order, whether or not it was delivered. */
  events: WebhookDelivery[];
  pay(orderId: string, opts?: PayOptions): Promise<{ paymentId: string; orderId: string; signature: string; events: WebhookDelivery[] }>;
  fail(orderId: string, opts?: { method?: PaymentMethod; deliverWebhooks?: boolean }): Promise<{ paymentId: string; events: WebhookDelivery[] }>;
  /** Builds and signs an event whose `payload` is given as is (e.g. `{ payment: { entity } }`); `contains` lists its keys. Not sent, not recorded. */
  event(name: string, payload: object): WebhookDelivery;
  /** POSTs a delivery to the webhook URL (no retries); status 0 when the receiver is unreachable or takes over 5 s. */
  deliver(delivery: WebhookDelivery): Promise<{ status: number; body: string }>;
  /** Hex HMAC-SHA256 of `body` with the webhook secret. */
  sign(body: string): string;
  /** Hex HMAC-SHA256 of `${orderId}|${paymentId}` with the key secret, as checkout returns it. */
  paymentSignature(orderId: string, paymentId: string): string;
  /** Answers the next `times` (default 1) requests whose path matches with `status` (5xx, 429), unprocessed; status 0 drops the connection. */
  failNext(path: RegExp, status: number, times?: number): void;
  /**
   * Latency: the next `times` (default 1) requests whose path matches wait `ms` before they are
   * processed and answered, as a slow gateway does (the shop's own timeout still applies).
   */
  delayNext(path: RegExp, ms: number, times?: number): void;
  /**
   * Holds the next request whose path matches before it is processed, until `release()`:
   * `reached` resolves once it has arrived. A test uses it to put something else between the
   * shop's call and the gateway's answer, in a known order.
   */
  holdNext(path: RegExp): { reached: Promise<void>; release(): void };
  /** Resolves once the webhooks sent after an API answer (capture, refund) have been delivered. */
  idle(): Promise<void>;
}

export async function startRazorpayStandIn(options: StandInOptions): Promise<RazorpayStandIn> {
  const standIn = new StandIn(options);
  await standIn.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  return standIn;
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const ACCOUNT_ID = 'acc_StandIn0000001';
/** Razorpay gives a webhook receiver 5 seconds to answer. */
const WEBHOOK_TIMEOUT_MS = 5_000;
const MAX_BODY_BYTES = 1_000_000;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BANKS: Record<string, string> = { SBIN: 'State Bank of India', HDFC: 'HDFC Bank', ICIC: 'ICICI Bank', UTIB: 'Axis Bank', PUNB: 'Punjab National Bank' };
const WALLETS: Record<string, string> = { paytm: 'Paytm', phonepe: 'PhonePe', amazonpay: 'Amazon Pay', mobikwik: 'MobiKwik' };
const DEFAULT_CARD = '4111111111111111';
const DEFAULT_CONTACT = { email: 'customer@example.com', contact: '+919876543210' };

/** Razorpay's ids: a prefix and 14 alphanumerics. */
const newId = (prefix: string) => prefix + Array.from({ length: 14 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');
const unixNow = () => Math.floor(Date.now() / 1000);
const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
/** Event payloads are snapshots: later changes to an entity must not rewrite an event already built. */
const snapshot = <T>(value: T): T => structuredClone(value);
const rupees = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

/** A 4xx/5xx in Razorpay's error shape. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    description: string,
    readonly field: string | null = null,
    /** 'na' is the shape Razorpay documents for authentication and idempotency errors (no field, "NA" everywhere). */
    readonly shape: 'business' | 'na' = 'business',
  ) {
    super(description);
  }

  toJSON() {
    const base = { code: this.status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR', description: this.message };
    if (this.shape === 'na') return { error: { ...base, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } };
    return { error: { ...base, field: this.field, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {} } };
  }
}

const notFound = () => new ApiError(400, 'The id provided does not exist');

/** Razorpay rejects any field an endpoint does not take. */
function rejectUnknownFields(body: Record<string, unknown>, allowed: readonly string[]): void {
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  if (extra.length > 0) throw new ApiError(400, `${extra.join(', ')} is/are not required and should not be sent`, extra[0]);
}

/** A whole number of paise, at least ₹1, as Razorpay requires for orders, captures and refunds. */
function requireAmount(value: unknown, field = 'amount'): number {
  if (value === undefined || value === null) throw new ApiError(400, `The ${field} field is required.`, field);
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new ApiError(400, `The ${field} must be an integer.`, field);
  if (value < 100) throw new ApiError(400, 'The amount must be atleast INR 1.00', field);
  return value;
}

function optionalReceipt(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new ApiError(400, 'The receipt must be a string.', 'receipt');
  if (value.length > 40) throw new ApiError(400, 'The receipt may not be greater than 40 characters.', 'receipt');
  return value;
}

/** notes: at most 15 keys, each value a string (numbers are taken as text, as Razorpay does) of at most 256 characters. */
function validateNotes(value: unknown): RzpNotes {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.length === 0) return [];
  if (typeof value !== 'object' || Array.isArray(value)) throw new ApiError(400, 'The notes must be an array.', 'notes');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 15) throw new ApiError(400, 'Number of fields in notes should be less than or equal to 15', 'notes');
  const notes: Record<string, string> = {};
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number' && typeof note !== 'boolean') throw new ApiError(400, 'The notes value must be a string.', 'notes');
    if (String(note).length > 256) throw new ApiError(400, 'Notes value should be 256 characters or less', 'notes');
    notes[key] = String(note);
  }
  return entries.length === 0 ? [] : notes;
}

/** JSON with keys sorted at every level, so two bodies that mean the same compare equal. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function cardNetwork(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MasterCard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(60|65|81|82|508|353|356)/.test(number)) return 'RuPay';
  return 'Unknown';
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

interface Reply {
  status: number;
  contentType: string;
  body: string;
  /** Webhooks sent once the answer is out, as Razorpay does for captures and refunds. */
  after?: WebhookDelivery[];
}

interface ApiRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  raw: string;
  params: string[];
}

interface Route {
  method: string;
  pattern: RegExp;
  /** REST endpoints take the key pair; checkout.js and the hosted page are public, as Razorpay's are. */
  auth: boolean;
  handle(req: ApiRequest): Reply | Promise<Reply>;
}

/** What a payment is made with, beyond its method. */
interface MethodDetails {
  vpa?: string;
  cardNumber?: string;
  cardName?: string;
  bank?: string;
  wallet?: string;
  email?: string;
  contact?: string;
  description?: string | null;
  notes?: RzpNotes;
}

const json = (status: number, value: unknown): Reply => ({ status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(value) });
const html = (status: number, body: string): Reply => ({ status, contentType: 'text/html; charset=utf-8', body });
const collection = <T>(items: T[]) => ({ entity: 'collection', count: items.length, items });
/** Razorpay lists newest first. */
const newestFirst = <T extends { created_at: number }>(items: T[]) => items.reverse().sort((a, b) => b.created_at - a.created_at);

class StandIn implements RazorpayStandIn {
  url = '';
  checkoutScriptUrl = '';
  readonly orders = new Map<string, RzpOrder>();
  readonly payments = new Map<string, RzpPayment>();
  readonly refunds = new Map<string, RzpRefund>();
  readonly requests: RecordedRequest[] = [];
  readonly events: WebhookDelivery[] = [];

  private webhookUrl: string | undefined;
  private readonly server = http.createServer((req, res) => void this.onRequest(req, res));
  private readonly partialPayment = new Set<string>();
  private readonly idempotency = new Map<string, { request: string; refundId: string }>();
  private readonly outages: Array<{ path: RegExp; status: number; times: number }> = [];
  /** Waits before matching requests are processed: a delay, or a hold released by the test. */
  private readonly waits: Array<{ path: RegExp; times: number; wait: () => Promise<void> }> = [];
  private readonly background = new Set<Promise<unknown>>();
  private readonly inFlight = new Set<http.ClientRequest>();
  private readonly routes: Route[] = [
    { method: 'GET', pattern: /^\/v1\/checkout\.js$/, auth: false, handle: (r) => this.checkoutScript(r) },
    { method: 'GET', pattern: /^\/v1\/checkout\/pay$/, auth: false, handle: (r) => this.hostedPage(r) },
    { method: 'POST', pattern: /^\/v1\/checkout\/pay$/, auth: false, handle: (r) => this.hostedSubmit(r) },
    { method: 'POST', pattern: /^\/v1\/orders$/, auth: true, handle: (r) => json(200, this.createOrder(parseJsonBody(r.raw))) },
    { method: 'GET', pattern: /^\/v1\/orders\/([^/]+)$/, auth: true, handle: (r) => json(200, this.requireOrder(r.params[0]!)) },
    { method: 'GET', pattern: /^\/v1\/orders\/([^/]+)\/payments$/, auth: true, handle: (r) => json(200, collection(this.paymentsOf(this.requireOrder(r.params[0]!).id))) },
    { method: 'GET', pattern: /^\/v1\/payments\/([^/]+)$/, auth: true, handle: (r) => json(200, this.requirePayment(r.params[0]!)) },
    { method: 'POST', pattern: /^\/v1\/payments\/([^/]+)\/capture$/, auth: true, handle: (r) => this.captureRoute(r) },
    { method: 'POST', pattern: /^\/v1\/payments\/([^/]+)\/refund$/, auth: true, handle: (r) => this.refundRoute(r) },
    { method: 'GET', pattern: /^\/v1\/payments\/([^/]+)\/refunds$/, auth: true, handle: (r) => json(200, collection(this.refundsOf(this.requirePayment(r.params[0]!).id))) },
    { method: 'GET', pattern: /^\/v1\/refunds\/([^/]+)$/, auth: true, handle: (r) => json(200, this.requireRefund(r.params[0]!)) },
  ];

  constructor(private readonly options: StandInOptions) {
    if (!options.keyId || !options.keySecret) throw new Error('Razorpay stand-in: keyId and keySecret are required');
    this.setWebhookUrl(options.webhookUrl);
  }

  listen(port: number, host: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        const { port: bound } = this.server.address() as AddressInfo;
        this.url = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;
        this.checkoutScriptUrl = `${this.url}/v1/checkout.js`;
        resolve();
      });
    });
  }

  async close(): Promise<void> {
    for (const request of this.inFlight) request.destroy();
    await Promise.allSettled(this.background);
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      // Keep-alive connections (fetch keeps them) would hold close() open otherwise.
      this.server.closeAllConnections();
    });
  }

  setWebhookUrl(url: string | undefined): void {
    if (url !== undefined) {
      if (!isHttpUrl(url)) throw new Error(`Razorpay stand-in: the webhook URL must be an http(s) URL, got ${JSON.stringify(url)}`);
      if (!this.options.webhookSecret) throw new Error('Razorpay stand-in: a webhook URL needs a webhook secret (Razorpay signs every webhook)');
    }
    this.webhookUrl = url;
  }

  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled(this.background);
  }

  failNext(path: RegExp, status: number, times = 1): void {
    this.outages.push({ path, status, times });
  }

  delayNext(path: RegExp, ms: number, times = 1): void {
    this.waits.push({ path, times, wait: () => new Promise((resolve) => setTimeout(resolve, ms)) });
  }

  holdNext(path: RegExp): { reached: Promise<void>; release(): void } {
    let arrived!: () => void;
    let release!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const wait = () => {
      arrived();
      return released;
    };
    this.waits.push({ path, times: 1, wait });
    return { reached, release };
  }

  // --- signing -----------------------------------------------------------------------------

  sign(body: string): string {
    if (!this.options.webhookSecret) throw new Error('Razorpay stand-in: no webhook secret was given');
    return hmacHex(this.options.webhookSecret, body);
  }

  paymentSignature(orderId: string, paymentId: string): string {
    return hmacHex(this.options.keySecret, `${orderId}|${paymentId}`);
  }

  // --- webhooks ----------------------------------------------------------------------------

  event(name: string, payload: object): WebhookDelivery {
    const id = newId('evt_');
    const body = JSON.stringify({ entity: 'event', account_id: ACCOUNT_ID, event: name, contains: Object.keys(payload), payload, created_at: unixNow() });
    const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'Razorpay-Webhook/v1', 'x-razorpay-event-id': id };
    if (this.options.webhookSecret) headers['x-razorpay-signature'] = this.sign(body);
    return { id, event: name, body, headers };
  }

  deliver(delivery: WebhookDelivery): Promise<{ status: number; body: string }> {
    const target = this.webhookUrl;
    if (!target) return Promise.reject(new Error('Razorpay stand-in: no webhook URL is set'));
    return new Promise((resolve) => {
      let settled = false;
      // A timeout or a reset can follow a finished answer; the first outcome is the delivery's.
      const done = (status: number, body: string) => {
        if (settled) return;
        settled = true;
        this.inFlight.delete(request);
        delivery.status = status;
        resolve({ status, body });
      };
      const send = target.startsWith('https:') ? https.request : http.request;
      const request = send(target, { method: 'POST', agent: false, timeout: WEBHOOK_TIMEOUT_MS, headers: { ...delivery.headers, 'content-length': Buffer.byteLength(delivery.body) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
        res.on('error', (error) => done(0, error.message));
      });
      this.inFlight.add(request);
      request.on('timeout', () => request.destroy(new Error('webhook receiver did not answer within 5 s')));
      request.on('error', (error) => done(0, error.message));
      request.end(delivery.body);
    });
  }

  /** Builds, records and signs one of the stand-in's own events. */
  private emit(name: string, payload: Record<string, { entity: object }>): WebhookDelivery {
    const delivery = this.event(name, snapshot(payload));
    this.events.push(delivery);
    return delivery;
  }

  /** One after another, as the brief's receivers expect ordering; no retries. */
  private async deliverAll(deliveries: WebhookDelivery[], wanted: boolean | undefined): Promise<void> {
    if (!(wanted ?? true) || !this.webhookUrl) return;
    for (const delivery of deliveries) await this.deliver(delivery);
  }

  private inBackground(work: Promise<unknown>): void {
    const tracked = work.catch(() => undefined).finally(() => this.background.delete(tracked));
    this.background.add(tracked);
  }

  // --- orders ------------------------------------------------------------------------------

  private createOrder(body: Record<string, unknown>): RzpOrder {
    rejectUnknownFields(body, ['amount', 'currency', 'receipt', 'notes', 'partial_payment', 'first_payment_min_amount']);
    const amount = requireAmount(body.amount);
    if (body.currency === undefined) throw new ApiError(400, 'The currency field is required.', 'currency');
    if (body.currency !== 'INR') throw new ApiError(400, 'Currency is not supported', 'currency');
    const receipt = optionalReceipt(body.receipt);
    const notes = validateNotes(body.notes);
    if (body.partial_payment !== undefined && typeof body.partial_payment !== 'boolean') throw new ApiError(400, 'The partial payment field must be true or false.', 'partial_payment');
    const order: RzpOrder = {
      id: newId('order_'), entity: 'order', amount, amount_paid: 0, amount_due: amount, currency: 'INR', receipt, offer_id: null,
      status: 'created', attempts: 0, notes, created_at: unixNow(),
    };
    this.orders.set(order.id, order);
    if (body.partial_payment === true) this.partialPayment.add(order.id);
    return order;
  }

  private requireOrder(id: string): RzpOrder {
    const order = this.orders.get(id);
    if (!order) throw notFound();
    return order;
  }

  private requirePayment(id: string): RzpPayment {
    const payment = this.payments.get(id);
    if (!payment) throw notFound();
    return payment;
  }

  private requireRefund(id: string): RzpRefund {
    const refund = this.refunds.get(id);
    if (!refund) throw notFound();
    return refund;
  }

  private paymentsOf(orderId: string): RzpPayment[] {
    return newestFirst([...this.payments.values()].filter((p) => p.order_id === orderId));
  }

  private refundsOf(paymentId: string): RzpRefund[] {
    return newestFirst([...this.refunds.values()].filter((r) => r.payment_id === paymentId));
  }

  // --- payments ----------------------------------------------------------------------------

  /** A new payment attempt on an order (status "created"), as the customer submits checkout. */
  private attempt(order: RzpOrder, method: PaymentMethod, amount: number, details: MethodDetails): RzpPayment {
    if (order.status === 'paid') throw new ApiError(400, 'Order has already been paid', 'order_id');
    const payment: RzpPayment = {
      id: newId('pay_'), entity: 'payment', amount, currency: 'INR', status: 'created', order_id: order.id, invoice_id: null, international: false,
      method, amount_refunded: 0, refund_status: null, captured: false, description: details.description ?? null, card_id: null,
      bank: null, wallet: null, vpa: null, email: details.email || DEFAULT_CONTACT.email, contact: details.contact || DEFAULT_CONTACT.contact,
      notes: details.notes ?? [], fee: null, tax: null, error_code: null, error_description: null, error_source: null, error_step: null,
      error_reason: null, acquirer_data: {}, created_at: unixNow(),
    };
    if (method === 'card' && details.cardNumber) {
      // Only what Razorpay itself returns about a card; the number and CVV are never stored.
      const card: RzpCard = {
        id: newId('card_'), entity: 'card', name: details.cardName ?? '', last4: details.cardNumber.slice(-4), network: cardNetwork(details.cardNumber),
        type: 'debit', issuer: null, international: false, emi: false,
      };
      payment.card = card;
      payment.card_id = card.id;
    }
    if (method === 'netbanking') payment.bank = details.bank ?? 'SBIN';
    if (method === 'wallet') payment.wallet = details.wallet ?? 'paytm';
    if (method === 'upi') payment.vpa = details.vpa ?? 'farmer@upi';
    order.attempts += 1;
    order.status = 'attempted';
    this.payments.set(payment.id, payment);
    return payment;
  }

  private authorize(payment: RzpPayment): WebhookDelivery {
    payment.status = 'authorized';
    payment.acquirer_data = acquirerData(payment.method);
    return this.emit('payment.authorized', { payment: { entity: payment } });
  }

  /** Captures an authorized payment and, once the order is fully paid, marks it paid. */
  private capture(payment: RzpPayment): WebhookDelivery[] {
    const order = this.requireOrder(payment.order_id);
    // Razorpay's standard rate: 2% plus 18% GST on the fee; `fee` includes the tax.
    const base = Math.round(payment.amount * 0.02);
    payment.tax = Math.round(base * 0.18);
    payment.fee = base + payment.tax;
    payment.status = 'captured';
    payment.captured = true;
    order.amount_paid += payment.amount;
    order.amount_due = order.amount - order.amount_paid;
    const events = [this.emit('payment.captured', { payment: { entity: payment } })];
    if (order.amount_due === 0) {
      order.status = 'paid';
      events.push(this.emit('order.paid', { payment: { entity: payment }, order: { entity: order } }));
    }
    return events;
  }

  private failPayment(payment: RzpPayment): WebhookDelivery {
    Object.assign(payment, {
      status: 'failed', error_code: 'BAD_REQUEST_ERROR', error_description: 'Payment failed', error_source: 'customer',
      error_step: 'payment_authentication', error_reason: 'payment_failed',
    } satisfies Partial<RzpPayment>);
    return this.emit('payment.failed', { payment: { entity: payment } });
  }

  /** The amount a new payment on this order may be: all that is due, or with partial payments any part of it. */
  private paymentAmount(order: RzpOrder, amount: number | undefined): number {
    if (amount === undefined || amount === order.amount_due) return order.amount_due;
    if (!this.partialPayment.has(order.id)) throw new ApiError(400, 'Payment amount does not match the order amount', 'amount');
    if (!Number.isInteger(amount) || amount < 100 || amount > order.amount_due) throw new ApiError(400, 'The payment amount is more than the amount due for the order', 'amount');
    return amount;
  }

  private completePayment(order: RzpOrder, method: PaymentMethod, amount: number | undefined, details: MethodDetails, capture = true) {
    const payment = this.attempt(order, method, this.paymentAmount(order, amount), details);
    const events = [this.authorize(payment)];
    if (capture) events.push(...this.capture(payment));
    return { payment, events };
  }

  async pay(orderId: string, opts: PayOptions = {}) {
    const order = this.requireOrder(orderId);
    const method = opts.method ?? 'upi';
    const { payment, events } = this.completePayment(order, method, opts.amount, method === 'card' ? { cardNumber: DEFAULT_CARD } : {}, opts.capture);
    await this.deliverAll(events, opts.deliverWebhooks);
    return { paymentId: payment.id, orderId: order.id, signature: this.paymentSignature(order.id, payment.id), events };
  }

  async fail(orderId: string, opts: { method?: PaymentMethod; deliverWebhooks?: boolean } = {}) {
    const order = this.requireOrder(orderId);
    const method = opts.method ?? 'upi';
    const payment = this.attempt(order, method, order.amount_due, method === 'card' ? { cardNumber: DEFAULT_CARD } : {});
    const events = [this.failPayment(payment)];
    await this.deliverAll(events, opts.deliverWebhooks);
    return { paymentId: payment.id, events };
  }

  private captureRoute(req: ApiRequest): Reply {
    const payment = this.requirePayment(req.params[0]!);
    const body = parseJsonBody(req.raw);
    rejectUnknownFields(body, ['amount', 'currency']);
    const amount = requireAmount(body.amount);
    if (body.currency === undefined) throw new ApiError(400, 'The currency field is required.', 'currency');
    if (body.currency !== 'INR') throw new ApiError(400, 'Currency should be same as that of payment', 'currency');
    if (payment.captured) throw new ApiError(400, 'This payment has already been captured', null);
    if (payment.status !== 'authorized') throw new ApiError(400, 'Only payments which have been authorized and not yet captured can be captured', null);
    if (amount !== payment.amount) throw new ApiError(400, 'Capture amount must be equal to the amount authorized', 'amount');
    const after = this.capture(payment);
    return { ...json(200, payment), after };
  }

  // --- refunds -----------------------------------------------------------------------------

  private refundRoute(req: ApiRequest): Reply {
    const payment = this.requirePayment(req.params[0]!);
    const body = parseJsonBody(req.raw);
    const key = req.headers['x-refund-idempotency'];
    if (typeof key !== 'string') return this.refund(payment, body);
    if (!/^[A-Za-z0-9_-]{10,}$/.test(key)) {
      throw new ApiError(400, 'The idempotency key must be at least 10 characters long and contain only alphabets, numbers, hyphens and underscores.', null, 'na');
    }
    const request = `${payment.id} ${canonicalJson(body)}`;
    const seen = this.idempotency.get(key);
    if (seen && seen.request !== request) throw new ApiError(400, 'Different request with the same idempotency key has already been processed.', null, 'na');
    // The same request again gets the refund made the first time, and no webhooks: nothing happened.
    if (seen) return json(200, this.requireRefund(seen.refundId));
    const reply = this.refund(payment, body);
    this.idempotency.set(key, { request, refundId: (JSON.parse(reply.body) as RzpRefund).id });
    return reply;
  }

  private refund(payment: RzpPayment, body: Record<string, unknown>): Reply {
    rejectUnknownFields(body, ['amount', 'speed', 'notes', 'receipt']);
    if (payment.refund_status === 'full') throw new ApiError(400, 'The payment has been fully refunded already', null);
    if (!payment.captured) throw new ApiError(400, 'Only captured payments can be refunded', null);
    const refundable = payment.amount - payment.amount_refunded;
    const amount = body.amount === undefined ? refundable : requireAmount(body.amount);
    if (amount > refundable) throw new ApiError(400, 'The refund amount provided is greater than amount captured', 'amount');
    const speed = body.speed ?? 'normal';
    if (speed !== 'normal' && speed !== 'optimum') throw new ApiError(400, 'The selected speed is invalid.', 'speed');
    const refund: RzpRefund = {
      id: newId('rfnd_'), entity: 'refund', amount, currency: 'INR', payment_id: payment.id, notes: validateNotes(body.notes), receipt: optionalReceipt(body.receipt),
      acquirer_data: { arn: null }, created_at: unixNow(), batch_id: null, status: 'processed',
      // "optimum" is instant where the bank allows it; the stand-in's banks always do.
      speed_processed: speed === 'optimum' ? 'instant' : 'normal', speed_requested: speed,
    };
    this.refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    const payload = { refund: { entity: refund }, payment: { entity: payment } };
    return { ...json(200, refund), after: [this.emit('refund.created', payload), this.emit('refund.processed', payload)] };
  }

  // --- HTTP --------------------------------------------------------------------------------

  private async onRequest(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    let reply: Reply;
    try {
      const raw = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://stand-in');
      this.requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, headers: { ...req.headers }, body: redactCard(url.pathname, raw) });
      await this.takeWait(url.pathname);
      const outage = this.takeOutage(url.pathname);
      if (outage === 0) {
        req.socket.destroy();
        return;
      }
      reply = outage ? outageReply(outage) : await this.route({ method: req.method ?? 'GET', url, headers: req.headers, raw, params: [] });
    } catch (error) {
      reply = error instanceof ApiError ? json(error.status, error) : json(500, new ApiError(500, 'The server encountered an error. The incident has been reported to admins.', null, 'na'));
    }
    res.writeHead(reply.status, { 'content-type': reply.contentType, 'cache-control': 'no-store', 'content-length': Buffer.byteLength(reply.body) });
    res.end(reply.body);
    if (reply.after) this.inBackground(this.deliverAll(reply.after, true));
  }

  private async takeWait(path: string): Promise<void> {
    const wait = this.waits.find((w) => w.path.test(path));
    if (!wait) return;
    if (--wait.times <= 0) this.waits.splice(this.waits.indexOf(wait), 1);
    await wait.wait();
  }

  private takeOutage(path: string): number | undefined {
    const outage = this.outages.find((o) => o.path.test(path));
    if (!outage) return undefined;
    if (--outage.times <= 0) this.outages.splice(this.outages.indexOf(outage), 1);
    return outage.status;
  }

  private route(req: ApiRequest): Reply | Promise<Reply> {
    for (const route of this.routes) {
      const match = route.pattern.exec(req.url.pathname);
      if (!match || route.method !== req.method) continue;
      if (route.auth) this.authenticate(req.headers.authorization);
      return route.handle({ ...req, params: match.slice(1).map(decodeURIComponent) });
    }
    throw new ApiError(404, 'The requested URL was not found on the server.');
  }

  private authenticate(header: string | undefined): void {
    const [scheme, encoded] = (header ?? '').split(' ');
    const decoded = scheme?.toLowerCase() === 'basic' && encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    if (colon < 0 || decoded.slice(0, colon) !== this.options.keyId || decoded.slice(colon + 1) !== this.options.keySecret) {
      throw new ApiError(401, 'Authentication failed', null, 'na');
    }
  }

  // --- checkout ----------------------------------------------------------------------------

  private checkoutScript(req: ApiRequest): Reply {
    // The origin the browser reached us by, so the hosted page opens on the same host name.
    const origin = req.headers.host ? `http://${req.headers.host}` : this.url;
    return { status: 200, contentType: 'application/javascript; charset=utf-8', body: checkoutJs(origin) };
  }

  /** The checkout options the hosted page was opened with, checked; an HTML error page when they cannot be used. */
  private checkoutContext(params: URLSearchParams): { order: RzpOrder; fields: Array<[string, string]> } | Reply {
    const key = params.get('key') ?? '';
    const order = this.orders.get(params.get('order_id') ?? '');
    const callbackUrl = params.get('callback_url') ?? '';
    const refuse = (message: string) => html(400, pageHtml('Payment cannot start', `<p role="alert">${escapeHtml(message)}</p>`));
    if (key !== this.options.keyId) return refuse('The api key provided is invalid.');
    // Every order belongs to the one key pair, so a known key owns every known order.
    if (!order) return refuse('The id provided does not exist.');
    if (order.status === 'paid') return refuse('This order has already been paid.');
    if (!isHttpUrl(callbackUrl)) return refuse('The callback_url must be an http(s) URL.');
    const carried = [...params.entries()].filter(([name]) => /^(key|order_id|callback_url|name|description|prefill\[(name|email|contact)\]|notes\[[^\]]*\])$/.test(name));
    return { order, fields: carried };
  }

  private hostedPage(req: ApiRequest): Reply {
    const context = this.checkoutContext(req.url.searchParams);
    if ('status' in context) return context;
    return html(200, this.paymentForm(context.order, req.url.searchParams, context.fields));
  }

  private paymentForm(order: RzpOrder, params: URLSearchParams, fields: Array<[string, string]>, error?: string): string {
    const merchant = params.get('name') || this.options.merchantName || 'Merchant';
    const chosen = params.get('method') ?? 'upi';
    return pageHtml(`Pay ${merchant}`, paymentFormHtml({ merchant, description: params.get('description'), amount: rupees(order.amount_due), fields, chosen, vpa: params.get('vpa'), bank: params.get('bank'), wallet: params.get('wallet'), error }));
  }

  private async hostedSubmit(req: ApiRequest): Promise<Reply> {
    const form = new URLSearchParams(req.raw);
    const context = this.checkoutContext(form);
    if ('status' in context) return context;
    const { order, fields } = context;
    const callbackUrl = form.get('callback_url')!;
    const method = parseMethod(form.get('method'));
    const details: MethodDetails = {
      email: form.get('prefill[email]') ?? undefined, contact: form.get('prefill[contact]') ?? undefined, description: form.get('description'),
      notes: notesFromForm(form), cardName: form.get('prefill[name]') ?? '',
    };
    if (form.get('action') === 'cancel') {
      // A cancelled checkout is a failed attempt; card details are kept only if they were a valid card.
      const card = validCard(form);
      const payment = this.attempt(order, method, order.amount_due, { ...details, ...(typeof card === 'string' ? { cardNumber: card } : {}) });
      await this.deliverAll([this.failPayment(payment)], true);
      return html(200, returnPageHtml(callbackUrl, failureFields(payment)));
    }
    const chosen = methodDetails(method, form);
    if (typeof chosen === 'string') return html(400, this.paymentForm(order, form, fields, chosen));
    const { payment, events } = this.completePayment(order, method, undefined, { ...details, ...chosen });
    await this.deliverAll(events, true);
    return html(200, returnPageHtml(callbackUrl, [
      ['razorpay_payment_id', payment.id],
      ['razorpay_order_id', order.id],
      ['razorpay_signature', this.paymentSignature(order.id, payment.id)],
    ]));
  }
}

// ---------------------------------------------------------------------------------------------
// Request plumbing
// ---------------------------------------------------------------------------------------------

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new ApiError(400, 'The request body is too large.'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** An empty body is an empty object (a full refund is POSTed with none); anything else must be a JSON object. */
function parseJsonBody(raw: string): Record<string, unknown> {
  if (raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ApiError(400, 'The request body must be a JSON object.');
  return value as Record<string, unknown>;
}

/** The gateway's own page takes card details; the request log keeps none of them. */
function redactCard(path: string, raw: string): string {
  if (path !== '/v1/checkout/pay' || !raw.includes('card_')) return raw;
  const form = new URLSearchParams(raw);
  for (const name of ['card_number', 'card_expiry', 'card_cvv']) if (form.has(name)) form.set(name, '[redacted]');
  return form.toString();
}

function outageReply(status: number): Reply {
  if (status === 429) return json(429, new ApiError(429, 'Too many requests', null, 'na'));
  return json(status, new ApiError(status, 'The server encountered an error. The incident has been reported to admins.', null, 'na'));
}

function acquirerData(method: PaymentMethod): Record<string, string | null> {
  if (method === 'upi') return { rrn: digits(12), upi_transaction_id: null };
  if (method === 'card') return { auth_code: digits(6) };
  if (method === 'netbanking') return { bank_transaction_id: digits(10) };
  return { transaction_id: null };
}

function parseMethod(value: string | null): PaymentMethod {
  return value === 'card' || value === 'netbanking' || value === 'wallet' ? value : 'upi';
}

function notesFromForm(form: URLSearchParams): RzpNotes {
  const notes: Record<string, string> = {};
  for (const [name, value] of form) {
    const key = /^notes\[([^\]]*)\]$/.exec(name)?.[1];
    if (key !== undefined) notes[key] = value;
  }
  return Object.keys(notes).length > 0 ? notes : [];
}

/** The card number if the form holds a usable card, else what is wrong with it. */
function validCard(form: URLSearchParams): string | { error: string } {
  const number = (form.get('card_number') ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return { error: 'Enter a valid card number.' };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.get('card_expiry') ?? '');
  const month = Number(expiry?.[1]);
  const now = new Date();
  const expired = expiry && (2000 + Number(expiry[2])) * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1;
  if (!expiry || month < 1 || month > 12 || expired) return { error: 'Enter a valid expiry date (MM/YY) in the future.' };
  if (!/^\d{3,4}$/.test(form.get('card_cvv') ?? '')) return { error: 'Enter the 3 or 4 digit CVV.' };
  return number;
}

/** The chosen method's details from the hosted form, or a message saying what to fix. */
function methodDetails(method: PaymentMethod, form: URLSearchParams): MethodDetails | string {
  if (method === 'card') {
    const card = validCard(form);
    return typeof card === 'string' ? { cardNumber: card } : card.error;
  }
  if (method === 'netbanking') {
    const bank = form.get('bank') ?? '';
    return bank in BANKS ? { bank } : 'Choose your bank.';
  }
  if (method === 'wallet') {
    const wallet = form.get('wallet') ?? '';
    return wallet in WALLETS ? { wallet } : 'Choose a wallet.';
  }
  const vpa = (form.get('vpa') ?? '').trim();
  return /^[\w.-]{2,256}@[A-Za-z]{2,64}$/.test(vpa) ? { vpa } : 'Enter a valid UPI ID, like farmer@upi.';
}

/** The fields Razorpay POSTs to callback_url for a failed payment. */
function failureFields(payment: RzpPayment): Array<[string, string]> {
  return [
    ['error[code]', 'BAD_REQUEST_ERROR'],
    ['error[description]', 'Payment failed'],
    ['error[source]', 'customer'],
    ['error[step]', 'payment_authentication'],
    ['error[reason]', 'payment_failed'],
    ['error[metadata]', JSON.stringify({ payment_id: payment.id, order_id: payment.order_id })],
  ];
}

// ---------------------------------------------------------------------------------------------
// What the browser gets
// ---------------------------------------------------------------------------------------------

/** window.Razorpay with the documented options, in redirect mode only. */
function checkoutJs(origin: string): string {
  return `(function () {
  'use strict';
  var BASE = ${JSON.stringify(origin)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: the "key" option is required');
    if (!options.order_id) throw new Error('Razorpay stand-in: the "order_id" option is required');
    this.options = options;
    this.listeners = {};
  }
  Razorpay.prototype.on = function (event, fn) {
    (this.listeners[event] = this.listeners[event] || []).push(fn);
    return this;
  };
  Razorpay.prototype.open = function () {
    var o = this.options;
    if (!o.callback_url) throw new Error('The Razorpay stand-in supports only the redirect flow: pass callback_url and redirect: true');
    var q = new URLSearchParams();
    function add(name, value) { if (value !== undefined && value !== null && value !== '') q.append(name, String(value)); }
    add('key', o.key);
    add('order_id', o.order_id);
    add('callback_url', o.callback_url);
    add('name', o.name);
    add('description', o.description);
    var prefill = o.prefill || {};
    add('prefill[name]', prefill.name);
    add('prefill[email]', prefill.email);
    add('prefill[contact]', prefill.contact);
    var notes = o.notes || {};
    Object.keys(notes).forEach(function (k) { add('notes[' + k + ']', notes[k]); });
    window.location.href = BASE + '/v1/checkout/pay?' + q.toString();
  };
  Razorpay.prototype.close = function () {};
  window.Razorpay = Razorpay;
})();
`;
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1b1b;background:#f4f6f8}
main{max-width:28rem;margin:0 auto;padding:1rem}h1{font-size:1.4rem;margin:.5rem 0}.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
.note{color:#4a4a4a;font-size:.9rem}fieldset{border:1px solid #c4c9cf;border-radius:.5rem;margin:0 0 1rem;padding:.75rem;background:#fff}
legend{font-weight:600;padding:0 .25rem}label{display:block;margin:.5rem 0 .25rem}.choice{display:flex;align-items:center;gap:.5rem;min-height:44px;margin:0}
.choice input{width:1.25rem;height:1.25rem}input[type=text],select{width:100%;min-height:44px;font-size:1rem;padding:.5rem;border:1px solid #6b7280;border-radius:.375rem}
button{display:block;width:100%;min-height:52px;font-size:1.1rem;font-weight:600;border-radius:.5rem;margin:.5rem 0;cursor:pointer}
.pay{background:#0b57d0;color:#fff;border:0}.cancel{background:#fff;color:#8a1c1c;border:2px solid #8a1c1c}
[role=alert]{background:#fdecea;color:#8a1c1c;border-radius:.375rem;padding:.5rem .75rem}`;

function pageHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<p class="note">Razorpay stand-in (test mode): no money moves.</p>
${body}
</main></body>
</html>`;
}

const hiddenInputs = (fields: Array<[string, string]>) =>
  fields.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('\n');

const optionTags = (choices: Record<string, string>, selected: string | null) =>
  Object.entries(choices).map(([code, label]) => `<option value="${code}"${code === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`).join('');

function paymentFormHtml(p: {
  merchant: string; description: string | null; amount: string; fields: Array<[string, string]>; chosen: string;
  vpa: string | null; bank: string | null; wallet: string | null; error: string | undefined;
}): string {
  const radio = (value: string, label: string) =>
    `<label class="choice"><input type="radio" name="method" value="${value}"${p.chosen === value ? ' checked' : ''}> ${label}</label>`;
  return `<h1>${escapeHtml(p.merchant)}</h1>
${p.description ? `<p>${escapeHtml(p.description)}</p>` : ''}
<p class="amount">${escapeHtml(p.amount)}</p>
${p.error ? `<p role="alert">${escapeHtml(p.error)}</p>` : ''}
<form method="post" action="/v1/checkout/pay">
${hiddenInputs(p.fields)}
<fieldset><legend>Payment method</legend>
${radio('upi', 'UPI')}${radio('card', 'Card')}${radio('netbanking', 'Netbanking')}${radio('wallet', 'Wallet')}
</fieldset>
<fieldset><legend>UPI</legend>
<label for="vpa">UPI ID</label><input type="text" id="vpa" name="vpa" value="${escapeHtml(p.vpa ?? 'farmer@upi')}" autocomplete="off">
</fieldset>
<fieldset><legend>Card</legend>
<label for="card_number">Card number</label><input type="text" id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number">
<label for="card_expiry">Expiry (MM/YY)</label><input type="text" id="card_expiry" name="card_expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY">
<label for="card_cvv">CVV</label><input type="text" id="card_cvv" name="card_cvv" inputmode="numeric" autocomplete="cc-csc">
</fieldset>
<fieldset><legend>Netbanking</legend>
<label for="bank">Bank</label><select id="bank" name="bank">${optionTags(BANKS, p.bank)}</select>
</fieldset>
<fieldset><legend>Wallet</legend>
<label for="wallet">Wallet</label><select id="wallet" name="wallet">${optionTags(WALLETS, p.wallet)}</select>
</fieldset>
<button type="submit" class="pay" name="action" value="pay">Pay ${escapeHtml(p.amount)}</button>
<button type="submit" class="cancel" name="action" value="cancel">Cancel payment</button>
</form>`;
}

/** Razorpay POSTs the result to callback_url from the browser; this page does it, by script or by a click without one. */
function returnPageHtml(callbackUrl: string, fields: Array<[string, string]>): string {
  return pageHtml('Returning to the shop', `<h1>Returning to the shop…</h1>
<form id="return" method="post" action="${escapeHtml(callbackUrl)}">
${hiddenInputs(fields)}
<button type="submit" class="pay">Continue</button>
</form>
<script>document.getElementById('return').submit();</script>`);
}
