import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/connect.ts';
import type { Database } from '../../src/server/db/schema.ts';
import type { Kysely } from 'kysely';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect, type TestDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/scratch-database.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
const START_STOCK = 100_000;
// Each test starts the real command (node + tsx) two or three times, on a busy 2-core machine.
const CLI_TEST_MS = 120_000;

/** The real command, as `npm run db:backup` / `db:restore` runs it, on the given database. */
async function cli(script: 'backup' | 'restore', args: string[], target: { config: DatabaseConfig; dataDir: string }) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.dataDir, LOG_LEVEL: 'silent' };
  delete env.SECRETS_KEY;
  delete env.DATABASE_URL;
  if (target.config.dialect === 'postgres') env.DATABASE_URL = target.config.url;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `src/server/cli/${script}.ts`, ...args], { cwd: root, env });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout: string; stderr: string };
    return { code: e.code ?? 1, stdout: e.stdout, stderr: e.stderr };
  }
}

/** What a restore must give back: every order, order line, user and product's stock. */
async function contents(db: Kysely<Database>) {
  return {
    orders: await db.selectFrom('orders').select(['id', 'user_id', 'status', 'total_paise']).orderBy('id').execute(),
    lines: await db.selectFrom('order_items').select(['id', 'order_id', 'product_id', 'quantity', 'line_total_paise']).orderBy('id').execute(),
    users: await db.selectFrom('users').select(['id', 'email', 'type', 'password_hash']).orderBy('id').execute(),
    stock: await db.selectFrom('products').select(['id', 'stock']).orderBy('id').execute(),
  };
}

describeEachDialect('db:backup and db:restore', (dialect: TestDialect) => {
  let t: StoppableTestApp;
  let http: ReturnType<typeof api>;
  let work: string;
  let source: { config: DatabaseConfig; dataDir: string };
  const buyers: string[] = [];
  const products: string[] = [];
  const scratches: ScratchDatabase[] = [];

  /** An empty place to restore into: a new data folder, and for PostgreSQL a new empty database. */
  async function emptyTarget(name: string) {
    const dataDir = path.join(work, name);
    if (dialect === 'sqlite') return { config: { dialect, file: path.join(dataDir, 'hariyali.db') } as DatabaseConfig, dataDir };
    const scratch = await createScratchDatabase('postgres', process.env.TEST_DATABASE_URL);
    scratches.push(scratch);
    return { config: scratch.config, dataDir };
  }
  async function withDatabase<T>(config: DatabaseConfig, fn: (db: Kysely<Database>) => Promise<T>): Promise<T> {
    const database = openDatabase(config);
    try {
      return await fn(database.db);
    } finally {
      await database.close();
    }
  }
  const order = (cookie: string, n: number) =>
    http.call('POST', '/api/store/orders', {
      cookie,
      body: { items: [{ productId: products[n % products.length]!, quantity: 1 + (n % 3) }, { productId: products[(n + 1) % products.length]!, quantity: 1 }], shipping, paymentMethod: 'cod' },
    });

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    http = api(t.app);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-backup-'));
    // The data folder the server would use: the SQLite file's own, and the secrets key file in it.
    const dataDir = t.databaseConfig.dialect === 'sqlite' ? path.dirname(t.databaseConfig.file) : path.join(work, 'source');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'secrets.key'), `${t.secretsKey.toString('hex')}\n`, { mode: 0o600 });
    source = { config: t.databaseConfig, dataDir };
    for (let i = 0; i < 4; i++) {
      products.push((await createProduct(t.db, { name: `Drip Kit ${i}`, category: 'equipment', hsn_code: '8424', price_paise: 1_500_00, stock: START_STOCK })).id);
    }
    for (let i = 0; i < 3; i++) buyers.push(sessionCookie(await http.register(customer())));
    for (let i = 0; i < 5; i++) expect((await order(buyers[i % buyers.length]!, i)).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
    for (const scratch of scratches) await scratch.drop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('restores the same orders, order lines, users and stock, with the secrets key', async () => {
    const before = await contents(t.db);
    const file = path.join(work, 'quiet.backup');
    const backup = await cli('backup', ['--out', file], source);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/orders: +5 \(10 order lines\)/);
    expect(backup.stdout).toMatch(/users: +3/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(`${file}.secrets.key`, 'utf8').trim()).toBe(t.secretsKey.toString('hex'));

    const target = await emptyTarget('quiet');
    const restore = await cli('restore', [file], target);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/orders: +5 \(10 order lines\)/);
    expect(await withDatabase(target.config, contents)).toEqual(before);
    // The server finds the key where it looks for it, so sealed payment secrets open.
    expect(fs.readFileSync(path.join(target.dataDir, 'secrets.key'), 'utf8').trim()).toBe(t.secretsKey.toString('hex'));
    if (target.config.dialect === 'sqlite') {
      for (const suffix of ['-wal', '-shm']) expect(fs.existsSync(`${target.config.file}${suffix}`)).toBe(false);
    }
  }, CLI_TEST_MS);

  it('holds every order placed during the backup whole or not at all', async () => {
    const ordersBefore = (await contents(t.db)).orders.length;
    let running = true;
    let placed = 0;
    // Buyers keep ordering through the real app while the backup command runs.
    const load = buyers.map(async (cookie, b) => {
      for (let n = b; running && placed < 600; n += buyers.length) {
        const res = await order(cookie, n);
        expect(res.statusCode, res.body).toBe(201);
        placed++;
      }
    });
    const file = path.join(work, 'busy.backup');
    const backup = await cli('backup', ['--out', file], source);
    running = false;
    await Promise.all(load);
    expect(backup.code, backup.stderr).toBe(0);
    expect(placed).toBeGreaterThan(0);

    const target = await emptyTarget('busy');
    expect((await cli('restore', [file], target)).code).toBe(0);
    const sourceNow = await contents(t.db);
    const restored = await withDatabase(target.config, contents);
    expect(restored.orders.length).toBeGreaterThanOrEqual(ordersBefore);
    expect(restored.orders.length).toBeLessThanOrEqual(ordersBefore + placed);
    // Every order in the backup has all its lines, as the source has them; no line without its order.
    const linesOf = (lines: typeof restored.lines) => {
      const byOrder = new Map<string, typeof lines>();
      for (const line of lines) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
      return byOrder;
    };
    const sourceLines = linesOf(sourceNow.lines);
    const restoredLines = linesOf(restored.lines);
    for (const o of restored.orders) expect(restoredLines.get(o.id), o.id).toEqual(sourceLines.get(o.id));
    const restoredIds = new Set(restored.orders.map((o) => o.id));
    expect(restored.lines.every((l) => restoredIds.has(l.order_id))).toBe(true);
    // Stock taken only with its order: what is left plus what was sold is what there was.
    for (const { id, stock } of restored.stock.filter((p) => products.includes(p.id))) {
      const sold = restored.lines.filter((l) => l.product_id === id).reduce((sum, l) => sum + l.quantity, 0);
      expect(stock + sold, id).toBe(START_STOCK);
    }
  }, CLI_TEST_MS);

  it('refuses to restore into a database that is not empty', async () => {
    const file = path.join(work, 'quiet.backup');
    const target = await emptyTarget('twice');
    expect((await cli('restore', [file], target)).code).toBe(0);
    await withDatabase(target.config, (db) => db.deleteFrom('order_items').execute());
    const again = await cli('restore', [file], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(dialect === 'sqlite' ? /already exists: restore into an empty data folder/ : /is not empty/);
    // Nothing was written over: the change made after the first restore is still there.
    expect(await withDatabase(target.config, (db) => db.selectFrom('order_items').select('id').execute())).toEqual([]);
    // A backup of the other database kind is refused too, by its first bytes.
    const other = path.join(work, 'other-kind.backup');
    fs.writeFileSync(other, dialect === 'sqlite' ? 'PGDMP not really' : 'SQLite format 3\0 not really');
    expect((await cli('restore', [other], await emptyTarget('other-kind'))).stderr).toMatch(/backup but the configured database is/);
  }, CLI_TEST_MS);

  it('refuses to write over an existing backup unless --force', async () => {
    const file = path.join(work, 'kept.backup');
    fs.writeFileSync(file, 'an older backup');
    const refused = await cli('backup', ['--out', file], source);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already exists: add --force/);
    expect(fs.readFileSync(file, 'utf8')).toBe('an older backup');
    expect(fs.readdirSync(work).filter((f) => f.includes('.partial'))).toEqual([]);
    const forced = await cli('backup', ['--out', file, '--force'], source);
    expect(forced.code, forced.stderr).toBe(0);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe(dialect === 'sqlite' ? 'SQLit' : 'PGDMP');
  }, CLI_TEST_MS);
});
