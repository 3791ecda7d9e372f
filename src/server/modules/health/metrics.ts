import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '#shared/schemas/orders';

/** A PostgreSQL pool's connections as pg counts them (totalCount, idleCount, waitingCount). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface ShopMetricsOptions {
  /** Orders per payment status now (one GROUP BY), read at each scrape. */
  paymentCounts: () => Promise<Array<{ status: string; count: number }>>;
  /** The PostgreSQL pool's counts; none on SQLite (one connection, nothing to wait for). */
  pool?: () => PoolStats;
  /** The uploaded photos being decoded and waiting their turn, and those refused for a full line (media/photo-queue.ts). */
  photos?: () => { active: number; waiting: number; refused: number };
  /** Where a failed read of the payment counts is told (the scrape still answers). */
  onCollectError?: (err: unknown) => void;
}

/** The route label of requests no route matched (404s, scanners): one label, not one per address. */
export const UNMATCHED_ROUTE = 'unmatched';
/** Where orders are placed (orders.routes.ts): a 201 there is a new order, a 200 a repeated Idempotency-Key. */
const PLACE_ORDER = { method: 'POST', url: '/api/store/orders' };

/**
 * The shop's Prometheus metrics (GET /metrics). Each app has a registry of its own (tests build
 * several apps in one process: prom-client's global registry would refuse the second one's names).
 *  - hariyali_http_requests_total and hariyali_http_request_duration_seconds by method, route
 *    pattern (/api/store/products/:id, never the address itself: bounded label values) and status;
 *  - hariyali_orders_placed_total by payment method, counted where the order route answers 201,
 *    so the order service stays free of HTTP and of metrics;
 *  - hariyali_orders_by_payment_status, a gauge read from the database at each scrape (a status
 *    changes in many places: payment, webhook, sweep, refund, admin; one query sees them all);
 *  - hariyali_db_pool_* on PostgreSQL;
 *  - hariyali_photos_* : uploaded photos being decoded, waiting, and refused for a full line;
 *  - Node's default metrics, unprefixed so the usual Node.js dashboards work: nodejs_eventloop_lag_*,
 *    heap, GC, process CPU and memory.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'hariyali_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'hariyali_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly ordersPlaced = new Counter({
    name: 'hariyali_orders_placed_total',
    help: 'Orders placed through this app server since it started, by payment method',
    labelNames: ['payment_method'] as const,
    registers: [this.registry],
  });

  constructor(options: ShopMetricsOptions) {
    // Every method at 0 from the start: rate() sees the first order of a method.
    for (const method of PAYMENT_METHODS) this.ordersPlaced.inc({ payment_method: method }, 0);
    new Gauge({
      name: 'hariyali_orders_by_payment_status',
      help: 'Orders in the database at each payment status (read at each scrape)',
      labelNames: ['payment_status'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          const counts = await options.paymentCounts();
          for (const status of PAYMENT_STATUSES) this.set({ payment_status: status }, 0);
          for (const { status, count } of counts) this.set({ payment_status: status }, count);
        } catch (err) {
          // No series rather than a failed scrape: the other metrics still tell what is wrong.
          options.onCollectError?.(err);
        }
      },
    });
    const pool = options.pool;
    if (pool) {
      const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
        new Gauge({ name, help, registers: [this.registry], collect() { this.set(read(pool())); } });
      poolGauge('hariyali_db_pool_connections', 'PostgreSQL connections the pool holds (busy and idle)', (s) => s.total);
      poolGauge('hariyali_db_pool_idle_connections', 'PostgreSQL connections of the pool waiting for a query', (s) => s.idle);
      poolGauge('hariyali_db_pool_waiting_queries', 'Queries waiting for a PostgreSQL connection of the pool', (s) => s.waiting);
    }
    const photos = options.photos;
    if (photos) {
      new Gauge({ name: 'hariyali_photos_processing', help: 'Uploaded photos being decoded now (one at a time)', registers: [this.registry], collect() { this.set(photos().active); } });
      new Gauge({ name: 'hariyali_photos_waiting', help: 'Uploaded photos waiting for their turn to be decoded', registers: [this.registry], collect() { this.set(photos().waiting); } });
      new Counter({ name: 'hariyali_photos_refused_busy_total', help: 'Photo uploads refused with 503 because the waiting line was full', registers: [this.registry], collect() { this.reset(); this.inc(photos().refused); } });
    }
    collectDefaultMetrics({ register: this.registry });
  }

  /** Counts and times every request the app answers (hooks on the root, before any route). */
  observeRequests(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      this.requests.inc(labels);
      this.durations.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode === 201 && request.method === PLACE_ORDER.method && route === PLACE_ORDER.url) {
        // The body was validated against StoreCreateOrder (paymentMethod defaults to cod).
        const method = (request.body as { paymentMethod?: string } | undefined)?.paymentMethod ?? 'cod';
        this.ordersPlaced.inc({ payment_method: method });
      }
    });
  }

  /** The Prometheus text exposition of every metric now. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
