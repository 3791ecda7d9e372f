import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import type { AppConfig } from '../../src/server/config.ts';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { seedCatalogIfEmpty } from '../../src/server/seed/seed-catalog.ts';
import { createTestDatabase, type TestDialect } from './databases.ts';

export const PUBLIC_URL = 'https://shop.example.in';
export const MAIL_FROM = 'Hariyali <orders@shop.example.in>';

/** A clock the test moves; every app of a MailTestApp follows it. */
export interface TestClock {
  now: number;
  advance(ms: number): void;
}

export interface MailTestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  clock: TestClock;
  /** Another app server on the same database (PostgreSQL and SQLite alike), with the same mail settings. */
  secondServer(): Promise<FastifyInstance>;
  /** The app stops (a crash or a deploy) and a new one starts on the same database. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The app as main.ts builds it, with SMTP_URL (or none) and the shop's PUBLIC_URL, on a fresh
 * seeded database; the mail timer off (tests call app.sendMail, with a clock they move).
 */
export async function createMailTestApp(dialect: TestDialect, options: { smtpUrl?: string; paymentGateway?: AppConfig['paymentGateway']; logStream?: { write(line: string): void } } = {}): Promise<MailTestApp> {
  const testDb = await createTestDatabase(dialect);
  const clock: TestClock = {
    now: Date.now(),
    advance(ms) {
      this.now += ms;
    },
  };
  const running: Array<{ app: FastifyInstance; database: Db }> = [];
  const start = async () => {
    const database = openDatabase(testDb.config);
    const app = await buildApp({
      config: { logLevel: options.logStream ? 'info' : 'silent', clientDir: undefined, orderRateLimit: 1000, publicUrl: PUBLIC_URL, mail: { smtpUrl: options.smtpUrl, from: MAIL_FROM }, paymentGateway: options.paymentGateway },
      database,
      logger: Boolean(options.logStream),
      logStream: options.logStream,
      clock: () => clock.now,
      paymentSweepMs: 0,
      mailPollMs: 0,
    });
    await app.ready();
    running.push({ app, database });
    return { app, database };
  };
  const stop = async (server: { app: FastifyInstance; database: Db }) => {
    running.splice(running.indexOf(server), 1);
    await server.app.close();
    await server.database.close();
  };

  const setup = openDatabase(testDb.config);
  await migrateToLatest(setup.db);
  await seedCatalogIfEmpty(setup.db);
  await setup.close();
  let current = await start();
  return {
    get app() {
      return current.app;
    },
    get db() {
      return current.database.db;
    },
    clock,
    secondServer: async () => (await start()).app,
    restart: async () => {
      await stop(current);
      current = await start();
    },
    close: async () => {
      for (const server of [...running].reverse()) await stop(server);
      await testDb.drop();
    },
  };
}
