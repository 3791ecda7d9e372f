import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { DEFAULT_PAYMENT_GATEWAY, type AppConfig } from './config.ts';
import { type HttpPolicy, SECRET_KEY_BYTES, SecretBox } from '#server/modules/payments';
import type { Db } from './db/connect.ts';
import { AppError } from './errors.ts';
import { clientErrorCode, registerErrorHandling } from './http/errors.ts';
import { isClientRoute, registerClientFiles } from './http/client-files.ts';
import { keepAskedLanguage, pageLanguage } from './http/language.ts';
import { loadPageRenderer, type ServerEntry } from './http/page-renderer.ts';
import { PageCache } from './http/page-cache.ts';
import { PAGE_TOPICS } from './shared-state/cache-bus.ts';
import { registerNulGuard } from './http/reject-nul.ts';
import { disconnectsAtDebug } from './http/client-disconnect.ts';
import { registerSessions, SAFE_METHODS } from './http/session.ts';
import { registerWireSchemas } from './http/wire-schemas.ts';
import { registerApiRoutes } from './routes.ts';
import { type OrderHooks, paymentCountsOf } from '#server/modules/orders';
import { buildServices } from './services.ts';
import { PhotoQueue, PhotoStore, mediaRoutes } from '#server/modules/media';
import { SmtpSender, type MailSender, type MailRun, type TextProviders } from '#server/modules/mail';
import { GspEInvoiceProvider, type EInvoiceRun } from '#server/modules/einvoicing';
import { ANSWERED_ACTIONS, knownRegistryEncryptionKey, OndcRegistryClient, ondcRoutes, ondcSiteVerificationRoute, type CallbackRun } from '#server/modules/ondc';
import { GspEWayBillProvider } from '#server/modules/ewaybills';
import { ShiprocketCarrier } from '#server/modules/couriers';
import { loadTextTemplateIds, Msg91Sms, parseTextTemplateIds, WhatsAppCloud } from '#server/modules/messaging';
import { DEFAULT_CODES_PER_DAY, DEFAULT_MAIL_FROM } from './config.ts';
import { healthRoutes, registerDrain, databaseProbe, storageWriteCheck, StorageState, ShopMetrics, Readiness } from '#server/modules/health';
import { DEFAULT_REDIS_PREFIX } from './config.ts';
import { openSharedState } from './shared-state/shared-state.ts';

export interface BuildAppOptions {
  config: Pick<AppConfig, 'logLevel' | 'clientDir'> & Partial<Pick<AppConfig, 'orderRateLimit' | 'signupRateLimit' | 'paymentGateway' | 'publicUrl' | 'mail' | 'uploadsDir' | 'metricsToken' | 'trustProxy' | 'redisUrl' | 'redisPrefix' | 'texts' | 'einvoicing' | 'telephonyWebhookToken' | 'shiprocket' | 'ewayBills' | 'ondc'>>;
  database: Db;
  /** Logging off in tests unless asked for. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * The 32-byte key that seals payment secrets in the database (SECRETS_KEY or DATA_DIR/secrets.key,
   * see main.ts). Without one, a key for this process only: secrets saved then do not survive a restart.
   */
  secretsKey?: Buffer;
  /** Test seams of the order transaction (failure injection). */
  orderHooks?: OrderHooks;
  /** The time now in milliseconds (default Date.now): unpaid online orders' deadlines follow it. */
  clock?: () => number;
  /** How often this server looks for unpaid online orders past their deadline (default every minute; 0: never, the caller runs app.paymentSweep). */
  paymentSweepMs?: number;
  /** Gateway calls' timeout and retries (tests shorten them). */
  gatewayHttpPolicy?: HttpPolicy;
  /** How often this server takes out of the shop seeds whose lots, and listings whose licences, passed their day (default every 10 minutes; 0: never, the caller runs app.seedLotSweep). */
  seedLotSweepMs?: number;
  /** How often this server sends what the mail outbox holds (default every 10 seconds; 0: never, the caller runs app.sendMail). */
  mailPollMs?: number;
  /** How often this server reports the e-invoices due to the IRP (default every 30 seconds; 0: never, the caller runs app.reportEInvoices). */
  einvoicePollMs?: number;
  /** How often this server looks for ONDC callbacks due again after a failed try (default every 2 seconds; 0: never, the caller runs app.sendOndcCallbacks). A callback is first sent at once, whatever this says. */
  ondcPollMs?: number;
  /** The storefront's server renderer already loaded (tests load the sources'); default: CLIENT_DIR's ../ssr bundle. */
  pageEntry?: ServerEntry;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write whose loss in a crash loses nothing anyone relies on: its answer does not wait for the
     * disk (the ONDC calls that only ask for an answer, a search above all: docs/decisions/0081).
     */
    answeredBeforeDisk?: boolean;
  }
  interface FastifyInstance {
    /** Cancels this server's share of unpaid online orders past their deadline now (the timer's job). */
    paymentSweep(): Promise<{ paid: number; cancelled: number }>;
    /** Recounts seed stock without expired lots and refreshes what expired lots and licences take out of the shop (the timer's job). */
    seedLotSweep(): Promise<{ recounted: number; refreshed: number }>;
    /** Sends the mail outbox's due messages now (the mail timer's job): one pass, its counts. */
    sendMail(): Promise<MailRun>;
    /** Reports the due e-invoices to the IRP now (the e-invoice timer's job): one pass, its counts. */
    reportEInvoices(): Promise<EInvoiceRun>;
    /** Sends the ONDC callbacks due now (the node's worker; a call while one runs runs once more after it): its counts. */
    sendOndcCallbacks(): Promise<CallbackRun>;
    /** Deletes ONDC searches older than two days (the hourly timer's job): how many rows went. */
    pruneOndcLog(): Promise<number>;
    /** Writes the search terms (crops' and problems' names) of every product whose uses or names changed them: on start. */
    fillSearchTerms(): Promise<void>;
  }
}

/** The origin of an address, for the CSP ('https://checkout.razorpay.com'). */
const originOf = (url: string) => new URL(url).origin;

/** Bodies are small JSON forms; anything near this is not a real request. */
const BODY_LIMIT = 64 * 1024;

export async function buildApp({ config, database, logger = true, logStream, orderHooks, secretsKey, clock = Date.now, paymentSweepMs = 60_000, gatewayHttpPolicy, seedLotSweepMs = 600_000, mailPollMs = 10_000, einvoicePollMs = 30_000, ondcPollMs = 2000, pageEntry }: BuildAppOptions): Promise<FastifyInstance> {
  const gateway = config.paymentGateway ?? DEFAULT_PAYMENT_GATEWAY;
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          ...(logStream ? { stream: logStream } : {}),
          // Never log credentials or session cookies, whatever a later route adds.
          // Bank account numbers (the shop's own, a vendor's payout account) neither, should a log line ever carry one.
          redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]', 'accountNumber', 'confirmAccountNumber', '*.accountNumber', '*.confirmAccountNumber', 'password', 'currentPassword', '*.password', '*.currentPassword'],
          // A password-reset link's token arrives in the page's address (/reset-password?token=...): never logged.
          serializers: { req: (request: FastifyRequest) => ({ method: request.method, url: withoutSecrets(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort }) },
          // A client that hung up mid-answer is not an error of the shop (client-disconnect.ts).
          hooks: { logMethod: disconnectsAtDebug },
        }
      : false,
    bodyLimit: BODY_LIMIT,
    // TRUST_PROXY: only nginx's forwarded client address becomes request.ip; anyone else's X-Forwarded-For is ignored.
    trustProxy: config.trustProxy || false,
    routerOptions: { maxParamLength: 200 },
    // Addresses the router itself refuses (bad percent-encoding, an over-long id) answer in the
    // app's error format too, so a client always finds error.code and error.message.
    frameworkErrors: (error, _request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).status(status).send({ error: { code: clientErrorCode(status, error), message: error.message } });
    },
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The payment gateway's checkout script and its frames (docs/decisions/0024-payments.md): exactly those hosts.
        scriptSrc: ["'self'", originOf(gateway.checkoutScriptUrl)],
        frameSrc: [originOf(gateway.checkoutScriptUrl), originOf(gateway.apiUrl)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Admins may give a product an https image address (docs/decisions/0007); scripts stay same-origin.
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", originOf(gateway.apiUrl)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", originOf(gateway.apiUrl)],
        frameAncestors: ["'none'"],
        // Not upgrade-insecure-requests: a shop served over plain HTTP on a LAN address must still load.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Rate limits, failure counters, cache invalidation and the jobs' lock: in Redis with REDIS_URL,
  // shared by every app server, else in this process (docs/decisions/0032). Registered
  // before the hooks that use it, so it closes after them (onClose hooks run last-added first).
  const shared = await openSharedState({ url: config.redisUrl, prefix: config.redisPrefix ?? DEFAULT_REDIS_PREFIX }, app.log);
  app.addHook('onClose', () => shared.close());
  await app.register(rateLimit, { global: false, store: shared.rateLimitStore });
  // A full or read-only disk: writes answer 503 storage_unavailable, the log names the cause once,
  // /readyz answers 503 until a write succeeds again (docs/decisions/0039-full-disk.md).
  const storage = new StorageState(storageWriteCheck(database), app.log);
  registerErrorHandling(app, storage);
  registerNulGuard(app);

  // Health and metrics (docs/operating.md, Health and metrics): /healthz, /readyz and /metrics at the root. Requests are
  // counted by hooks on the root, added before any route. The database is a readiness probe;
  // with REDIS_URL, Redis's PING is the second (shared-state.ts).
  // Uploaded photos are decoded one at a time, so they never hold the libuv threads the WAL's fsync
  // needs (photo-queue.ts); its counts are on /metrics.
  const photoQueue = new PhotoQueue();
  const readiness = new Readiness([databaseProbe(database), storage.probe, ...shared.readinessProbes]);
  const metrics = new ShopMetrics({
    paymentCounts: paymentCountsOf(database),
    pool: database.poolStats,
    photos: () => ({ ...photoQueue.stats(), refused: photoQueue.refused }),
    onCollectError: (err) => app.log.warn({ err }, 'metrics: the orders by payment status could not be read'),
  });
  metrics.observeRequests(app);
  // Not ready from the moment the server starts closing, while in-flight requests finish.
  registerDrain(app, readiness);
  await app.register(healthRoutes({ readiness, metrics, metricsToken: config.metricsToken }));

  await registerWireSchemas(app);

  // Every link to the shop (the gateway's return, e-mails, sitemaps, a product page's Open Graph
  // address) is built on PUBLIC_URL, never on the request's Host header, which its sender chooses.
  const publicUrl = config.publicUrl ?? 'http://localhost:3000';
  const mailSender: MailSender | undefined = config.mail?.smtpUrl ? new SmtpSender(config.mail.smtpUrl, config.mail.from ?? DEFAULT_MAIL_FROM) : undefined;
  // SMS by MSG91 and WhatsApp by the Cloud API when their keys are set (docs/text-messages.md),
  // with the templates registered for each message; a channel without keys keeps its messages waiting.
  const texts = config.texts;
  const textProviders: TextProviders = {
    senders: {
      ...(texts?.sms ? { sms: new Msg91Sms(texts.sms.apiUrl, { authKey: texts.sms.authKey, senderId: texts.sms.senderId }) } : {}),
      ...(texts?.whatsapp ? { whatsapp: new WhatsAppCloud(texts.whatsapp.apiUrl, { token: texts.whatsapp.token, phoneNumberId: texts.whatsapp.phoneNumberId }) } : {}),
    },
    // The default file may be missing (no SMS flow set up, WhatsApp's default names); a file named by TEXT_TEMPLATES_FILE must be there.
    templates: texts ? loadTextTemplateIds(texts.templatesFile, { ifMissing: texts.templatesFileGiven ? 'error' : 'empty' }) : parseTextTemplateIds({}),
  };
  // E-invoicing through the GSP when EINVOICE_* are set (docs/decisions/0061); its credentials go in its headers only.
  const einvoiceProvider = config.einvoicing
    ? new GspEInvoiceProvider(config.einvoicing.apiUrl, { clientId: config.einvoicing.clientId, clientSecret: config.einvoicing.clientSecret, username: config.einvoicing.username, password: config.einvoicing.password }, clock)
    : undefined;
  // The courier through Shiprocket when SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are set (docs/decisions/0072); its password goes in its sign-in only.
  const carrier = config.shiprocket ? new ShiprocketCarrier(config.shiprocket.apiUrl, { email: config.shiprocket.email, password: config.shiprocket.password }, clock) : undefined;
  // E-way bills through the GSP when EWAYBILL_* are set (docs/decisions/0073); its password goes in its sign-in only.
  const ewayBillProvider = config.ewayBills ? new GspEWayBillProvider(config.ewayBills.apiUrl, { username: config.ewayBills.username, password: config.ewayBills.password, gstin: config.ewayBills.gstin }, clock) : undefined;
  // The shop on ONDC when ONDC_* are set (docs/decisions/0077): the registry is asked for senders' keys with the shop's own signature.
  const ondc = config.ondc
    ? {
        identity: { subscriberId: config.ondc.subscriberId, subscriberUrl: config.ondc.subscriberUrl, uniqueKeyId: config.ondc.uniqueKeyId, signingPrivateKey: config.ondc.signingPrivateKey },
        registry: new OndcRegistryClient({ registryUrl: config.ondc.registryUrl, subscriberId: config.ondc.subscriberId, uniqueKeyId: config.ondc.uniqueKeyId, signingPrivateKey: config.ondc.signingPrivateKey, now: clock }),
      }
    : undefined;
  const einvoiceRuns = oneAtATime(() => services.einvoicing.run());
  // One run of the mail worker at a time on this server: the timer skips a beat while one is under way.
  const mailRuns = oneAtATime(() => services.mailWorker.run());
  if (!secretsKey) app.log.warn('No secrets key given: payment key secrets saved by this process cannot be read after a restart');
  // Uploaded product photos: UPLOADS_DIR, else DATA_DIR's default folder (config.ts), as main.ts gives it.
  const photoStore = new PhotoStore(config.uploadsDir ?? path.resolve('data/uploads'));
  const services = buildServices({
    database,
    secretBox: new SecretBox(secretsKey ?? randomBytes(SECRET_KEY_BYTES)),
    log: app.log,
    orderHooks,
    payments: { gatewayUrl: gateway.apiUrl, checkoutScriptUrl: gateway.checkoutScriptUrl, publicUrl, now: clock, httpPolicy: gatewayHttpPolicy },
    mail: { publicUrl, now: clock, sender: mailSender },
    texts: { providers: textProviders, codesPerDay: config.texts?.codesPerDay ?? DEFAULT_CODES_PER_DAY },
    photoStore,
    photoQueue,
    shared,
    einvoiceProvider,
    carrier,
    ewayBillProvider,
    ondc,
  });
  app.decorate('sendMail', () => mailRuns.run());
  if (!mailSender) app.log.warn('SMTP_URL is not set: e-mails wait in the outbox, unsent');
  if (!textProviders.senders.sms) app.log.warn('SMS_AUTH_KEY is not set: SMS wait in the outbox, and codes are not sent by SMS');
  // Every app server sends; each message is claimed by one (mail-worker.ts), so no leader is needed:
  // the jobs' lock (with REDIS_URL) only keeps the servers from all looking at once.
  if (services.mailWorker.configured) runEvery(app, mailPollMs, 'mail worker run', () => shared.jobLock.run('mail-worker', () => mailRuns.run()));
  app.decorate('reportEInvoices', () => einvoiceRuns.run());
  // Every app server reports; each e-invoice is claimed by one (einvoicing.service.ts), as mail is.
  if (services.einvoicing.configured) runEvery(app, einvoicePollMs, 'e-invoice worker run', () => shared.jobLock.run('einvoice-worker', () => einvoiceRuns.run()));
  const ondcNode = services.ondcNode;
  app.decorate('sendOndcCallbacks', () => ondcNode?.callbacks.run() ?? Promise.resolve({ sent: 0, retrying: 0, failed: 0 }));
  // Every app server sends its own callbacks at once and retries any server's due ones; each is claimed by one (ondc-callbacks.ts).
  if (ondcNode) runEvery(app, ondcPollMs, 'ONDC callbacks run', () => ondcNode.callbacks.run());
  app.decorate('pruneOndcLog', () => ondcNode?.callbacks.prune() ?? Promise.resolve(0));
  // Old searches go once an hour, on one server at a time (the jobs' lock).
  if (ondcNode) runEvery(app, ondcPollMs > 0 ? 3_600_000 : 0, 'ONDC search log pruning', () => shared.jobLock.run('ondc-prune', () => ondcNode.callbacks.prune()));
  // Shutting down: a reset request already answered is written, a send under way is recorded, then the SMTP connection closes.
  app.addHook('onClose', async () => {
    await services.passwordResets.idle();
    await mailRuns.idle();
    await einvoiceRuns.idle();
    await ondcNode?.callbacks.idle();
    mailSender?.close();
  });
  // The crops' and problems' names products are searched by (migration 2026_11_30_095000): main.ts
  // writes an existing shop's on start, before listening, as the seed step fills search_names.
  app.decorate('fillSearchTerms', () => services.productUses.refreshSearchTerms());
  app.decorate('paymentSweep', () => services.unpaidOrders.run());
  app.decorate('seedLotSweep', () => services.seedLots.sweep());
  // Lots and licences expire at midnight in India with no request to notice it; checkout refuses
  // an expired lot at once anyway (docs/product-rules.md 28), this pass updates the shop's lists.
  runEvery(app, seedLotSweepMs, 'seed lot and licence sweep', () => shared.jobLock.run('seed-lot-sweep', () => services.seedLots.sweep()));
  // Every app server sweeps; each order is cancelled once (a compare-and-set), so no leader is
  // needed: the jobs' lock (with REDIS_URL) only saves the duplicated work.
  runEvery(app, paymentSweepMs, 'unpaid-order sweep', () => shared.jobLock.run('unpaid-order-sweep', () => services.unpaidOrders.run()));
  // Orders placed for a farmer that he did not confirm in time let their held stock go (docs/product-rules.md 53).
  runEvery(app, paymentSweepMs, 'assisted-order sweep', () => shared.jobLock.run('assisted-order-sweep', () => services.assistedOrders.expireDue()));
  await registerSessions(app, services.sessions);
  // A write is confirmed only once it is on disk: on SQLite, one shared fsync of the WAL for
  // all writes that finished meanwhile (group commit, docs/decisions/0009-group-commit.md).
  // The shop's and vendors' own changes to products are seen by this server's next list before
  // they are confirmed (lists keep the catalogue's counts between PostgreSQL's notifications,
  // catalogue-state.ts); checkouts, under /api/store, change no list and do not wait.
  const changesProducts = (url: string) => url.startsWith('/api/admin/') || url.startsWith('/api/vendor/');
  // A failed request (5xx) has nothing to confirm: its transaction was rolled back.
  app.addHook('onSend', async (request, reply, payload) => {
    // The telephony provider's GET writes (Exotel's Passthru applet sends its calls so: docs/decisions/0066).
    if ((SAFE_METHODS.has(request.method) && !request.url.startsWith('/api/telephony/')) || reply.statusCode >= 500) return payload;
    if (request.routeOptions.config.answeredBeforeDisk) return payload;
    await database.durable();
    if (changesProducts(request.url)) await database.catalogueChanges?.sync();
    // Saved and on disk: a full or read-only disk that refused earlier writes takes them again.
    if (reply.statusCode < 400) storage.recovered();
    return payload;
  });
  await registerApiRoutes(app, services, {
    orderRateLimit: config.orderRateLimit ?? 30,
    signupRateLimit: config.signupRateLimit ?? 30,
    codeRequestsPerHour: texts?.codeRequestsPerHour ?? 20,
    publicUrl,
    webhooks: { smsReportToken: texts?.sms?.reportToken, whatsapp: texts?.whatsapp && { appSecret: texts.whatsapp.appSecret, verifyToken: texts.whatsapp.verifyToken } },
    telephonyWebhookToken: config.telephonyWebhookToken,
    shiprocketWebhookToken: config.shiprocket?.webhookToken,
    now: clock,
  });
  // The shop's address on the ONDC network, and the page the registry checks its domain by (docs/decisions/0077).
  if (config.ondc && ondcNode) {
    const keys = config.ondc;
    await app.register(ondcRoutes(ondcNode.inbox, ANSWERED_ACTIONS, { subscriberId: keys.subscriberId, encryptionPrivateKey: keys.encryptionPrivateKey, registryEncryptionPublicKey: keys.registryEncryptionPublicKey ?? knownRegistryEncryptionKey(keys.registryUrl) }, ondcNode.document), { prefix: '/ondc' });
    if (keys.siteRequestId) await app.register(ondcSiteVerificationRoute(keys.siteRequestId, keys.signingPrivateKey));
  }
  // Uploaded product photos, served as images only (docs/decisions/0028).
  await app.register(mediaRoutes(photoStore));

  const clientDir = config.clientDir && fs.existsSync(path.join(config.clientDir, 'index.html')) ? config.clientDir : undefined;
  if (clientDir) await registerClientFiles(app, clientDir);
  // Storefront pages the same for every visitor, kept rendered (docs/decisions/0040): a catalogue
  // change is seen through its version, any setting a page shows through the cache bus, on every server.
  const pageCache = new PageCache({ now: clock });
  for (const topic of PAGE_TOPICS) shared.cacheBus.on(topic, () => pageCache.dropAll());
  const pages = clientDir ? await loadPageRenderer(app, clientDir, publicUrl, { entry: pageEntry, cache: pageCache, catalogueVersion: () => services.catalog.version() }) : undefined;
  /**
   * A page of the shop, in the language the server chooses for it (http/language.ts): rendered on
   * the server when it can be, else index.html for the browser to render.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    keepAskedLanguage(request, reply);
    const language = await pageLanguage(request);
    return pages ? pages.send(request, reply, language) : reply.sendIndexHtml(language);
  };
  // The static files' wildcard route would answer "/" as a folder; and the pages the server renders
  // are routed by their own addresses, so a page request never looks for a file first.
  if (clientDir) app.get('/', sendPage);
  for (const pagePath of pages?.paths ?? []) if (pagePath !== '/') app.get(pagePath, sendPage);

  app.setNotFoundHandler((request, reply) => {
    if (clientDir && (request.method === 'GET' || request.method === 'HEAD') && isClientRoute(request.url)) {
      return sendPage(request, reply);
    }
    throw new AppError(404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);
  });

  return app;
}

/**
 * A server's background job (the sweeps, the mail worker): run every `ms` once the server is
 * ready (0: never; tests call it themselves), stopped when it closes; a failed run is logged and
 * the next one tries again.
 */
function runEvery(app: FastifyInstance, ms: number, name: string, work: () => Promise<unknown>): void {
  if (ms <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void work().catch((err: unknown) => app.log.error({ err }, `${name} failed`)), ms);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * The address of a request as logged: a password-reset token in its query is replaced
 * (docs/product-rules.md 30), and the secret that ends a provider's webhook address (MSG91's
 * reports, Exotel's Passthru applet: docs/decisions/0066).
 */
function withoutSecrets(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]').replace(/^(\/api\/(?:webhooks\/msg91|telephony\/exotel\/passthru)\/)[^/?#]*/, '$1[redacted]');
}

/**
 * Runs `work` one at a time: a call while a run is under way gets that run's promise.
 * `idle()` resolves once nothing runs.
 */
function oneAtATime<T>(work: () => Promise<T>): { run(): Promise<T>; idle(): Promise<void> } {
  let running: Promise<T> | undefined;
  return {
    run: () => (running ??= work().finally(() => (running = undefined))),
    idle: async () => {
      await running?.catch(() => undefined);
    },
  };
}
