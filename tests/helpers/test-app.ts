import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type BuildAppOptions } from '../../src/server/app.ts';
import type { AppConfig, DatabaseConfig } from '../../src/server/config.ts';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { seedCatalogIfEmpty } from '../../src/server/seed/seed-catalog.ts';
import type { OrderHooks } from '../../src/server/modules/orders/place-order.workflow.ts';
import { createTestDatabase, type TestDialect } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  database: Db;
  /** Stops everything and drops the test database. */
  close(): Promise<void>;
}

/** What createTestApp gives: a test app that can also be stopped and started again on its database. */
export interface StoppableTestApp extends TestApp {
  /** Where the database lives, to open it again (a restarted app). */
  databaseConfig: DatabaseConfig;
  /** The key this app seals payment secrets with. */
  secretsKey: Buffer;
  /** Stops the app and closes its database connections, keeping the database (a server going down). */
  stop(): Promise<void>;
}

/** Runs `fn` the first time only; later calls wait for that first run. */
export function once(fn: () => Promise<void>): () => Promise<void> {
  let run: Promise<void> | undefined;
  return () => (run ??= fn());
}

export interface TestAppOptions {
  seed?: boolean;
  clientDir?: string;
  orderHooks?: OrderHooks;
  orderRateLimit?: number;
  /** Sign-ups per client address per hour (SIGNUP_RATE_LIMIT). */
  signupRateLimit?: number;
  /** Default: a random key for this app; a restarted app must be given the same one. */
  secretsKey?: Buffer;
  /** Turns logging on at this level, into this stream. */
  log?: { level: AppConfig['logLevel']; stream: NonNullable<BuildAppOptions['logStream']> };
  /** The payment gateway's addresses (a stand-in's); default Razorpay's, which tests never reach. */
  paymentGateway?: AppConfig['paymentGateway'];
  /** The shop's address (PUBLIC_URL) for links to it; default http://localhost:3000. */
  publicUrl?: string;
  /** A clock the test moves (unpaid-order deadlines). */
  clock?: () => number;
  /** Where uploaded product photos go (a temporary folder of the test's own). */
  uploadsDir?: string;
  /** The storefront's server renderer (the sources' entry-server.tsx), with `clientDir`. */
  pageEntry?: BuildAppOptions['pageEntry'];
  /** SMS and WhatsApp providers (stand-ins') and their templates file. */
  texts?: AppConfig['texts'];
  /** The e-invoicing provider's address and credentials (a stand-in's: EINVOICE_*). */
  einvoicing?: AppConfig['einvoicing'];
  /** The e-way bill GSP's address and the shop's credentials (a stand-in's: EWAYBILL_*). */
  ewayBills?: AppConfig['ewayBills'];
  /** Shared state in Redis (two app servers). */
  redis?: { url: string; prefix: string };
  /** TELEPHONY_WEBHOOK_TOKEN: the secret of Exotel's Passthru address. */
  telephonyWebhookToken?: string;
  /** The courier (a Shiprocket stand-in's address and the API user: SHIPROCKET_*). */
  shiprocket?: AppConfig['shiprocket'];
  /** The shop on ONDC (its keys, a registry stand-in's address: ONDC_*). */
  ondc?: AppConfig['ondc'];
}

/** Another app on a database handle, as main.ts builds it, its timers off (the test drives none of them). */
export async function buildPlainApp(database: Db, config: BuildAppOptions['config']): Promise<FastifyInstance> {
  const app = await buildApp({ config, database, logger: false, secretsKey: randomBytes(32), paymentSweepMs: 0, seedLotSweepMs: 0, mailPollMs: 0 });
  await app.ready();
  return app;
}

/** buildApp as the tests run it, on a database that is already migrated. */
export async function buildTestApp(database: Db, options: TestAppOptions & { secretsKey: Buffer }): Promise<FastifyInstance> {
  const app = await buildApp({
    // Order tests place dozens of orders from one account in a second.
    config: { logLevel: options.log?.level ?? 'silent', clientDir: options.clientDir, orderRateLimit: options.orderRateLimit ?? 1000, signupRateLimit: options.signupRateLimit, paymentGateway: options.paymentGateway, uploadsDir: options.uploadsDir, publicUrl: options.publicUrl, texts: options.texts, redisUrl: options.redis?.url, redisPrefix: options.redis?.prefix, einvoicing: options.einvoicing, telephonyWebhookToken: options.telephonyWebhookToken, shiprocket: options.shiprocket, ewayBills: options.ewayBills, ondc: options.ondc },
    database,
    logger: Boolean(options.log),
    logStream: options.log?.stream,
    orderHooks: options.orderHooks,
    secretsKey: options.secretsKey,
    clock: options.clock,
    pageEntry: options.pageEntry,
    // Tests run the unpaid-order sweep themselves (app.paymentSweep), with the clock they move.
    paymentSweepMs: 0,
    // And the seed lot and licence sweep (app.seedLotSweep).
    seedLotSweepMs: 0,
    // And the e-invoice worker (app.reportEInvoices).
    einvoicePollMs: 0,
    // And the ONDC callbacks' retries (app.sendOndcCallbacks); a callback's first send still goes at once.
    ondcPollMs: 0,
    // A gateway that does not answer fails fast, after one retry.
    gatewayHttpPolicy: { timeoutMs: 2000, attempts: 2, backoffMs: 10 },
  });
  await app.ready();
  return app;
}

/** The real app on a fresh, migrated database of the given dialect (seeded with the catalogue unless told not to). */
export async function createTestApp(dialect: TestDialect, options: TestAppOptions = {}): Promise<StoppableTestApp> {
  const testDb = await createTestDatabase(dialect);
  const database = openDatabase(testDb.config);
  await migrateToLatest(database.db);
  if (options.seed !== false) await seedCatalogIfEmpty(database.db);
  const secretsKey = options.secretsKey ?? randomBytes(32);
  const app = await buildTestApp(database, { ...options, secretsKey });
  const stop = once(async () => {
    await app.close();
    await database.close();
  });
  return {
    app,
    db: database.db,
    database,
    databaseConfig: testDb.config,
    secretsKey,
    stop,
    close: async () => {
      await stop();
      await testDb.drop();
    },
  };
}
