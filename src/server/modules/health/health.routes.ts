import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ShopMetrics } from './metrics.ts';
import type { Readiness } from './readiness.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The connection's own address, never request.ip: behind a proxy trusted by trustProxy, request.ip
 * comes from X-Forwarded-For, which a client writes. Through nginx on the same machine every
 * client is loopback here, so nginx must not pass /metrics on (its configuration refuses it).
 */
const fromLoopback = (request: FastifyRequest) => LOOPBACK.has(request.socket.remoteAddress ?? '');

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` equal to the token, compared in constant time (digests: equal lengths). */
function presentsToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const presented = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

export interface HealthRoutesOptions {
  readiness: Readiness;
  metrics: ShopMetrics;
  /** METRICS_TOKEN: lets a scraper on another machine read /metrics. */
  metricsToken?: string;
}

/**
 * What a load balancer and Prometheus ask, at the site's root like /robots.txt (not API: not in
 * the OpenAPI document). Logged only at warn and above: a probe every few seconds would bury the
 * shop's own log lines. No rate limit applies (limits are per route and these have none).
 */
export function healthRoutes({ readiness, metrics, metricsToken }: HealthRoutesOptions): FastifyPluginAsync {
  return async (app) => {
    const quiet = { logLevel: 'warn' as const };
    const noStore = { 'Cache-Control': 'no-store' };

    // Alive: the process runs and its event loop turns. Nothing else is asked, so a slow
    // database never gets a healthy server restarted.
    app.get('/healthz', quiet, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));

    // Ready for traffic: the database (and Redis, with REDIS_URL) answer within PROBE_TIMEOUT_MS, and the server is not stopping.
    app.get('/readyz', quiet, async (_request, reply) => {
      const report = await readiness.check();
      const status = report.shuttingDown ? 'shutting_down' : report.ready ? 'ok' : 'unavailable';
      return reply
        .status(report.ready ? 200 : 503)
        .headers(noStore)
        .send({ status, checks: report.checks });
    });

    // Refused by the app's own not-found answer (the shop's 404 page when the client is served),
    // the one an unknown address gets: a stranger learns nothing of what is here.
    app.get('/metrics', quiet, async (request, reply) => {
      if (!fromLoopback(request) && !presentsToken(request, metricsToken)) return reply.callNotFound();
      const { contentType, body } = await metrics.exposition();
      return reply.headers(noStore).type(contentType).send(body);
    });
  };
}
