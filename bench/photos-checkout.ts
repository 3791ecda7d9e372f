// Photos and checkout (docs/benchmarks.md): cash-order latency and the server's resident memory
// while an admin uploads four large 16-bit PNGs at once, next to the same orders with no upload.
//   npx tsx bench/photos-checkout.ts                      the case (7000x7000, 49 MP) and a 12 MP one
//   PHOTO_SIZES=2000x1500 npx tsx bench/photos-checkout.ts other sizes, comma-separated
// The server is the production one (compiled, `node --optimize-for-size dist/server/main.js`) on a
// scratch SQLite database. Orders are placed one at a time, so each latency is the shop's answer
// to one buyer, not a queue of the bench's own making.
import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '../src/server/db/connect.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { hashPassword } from '../src/server/modules/accounts/password.ts';
import { SESSION_COOKIE } from '../src/server/http/session.ts';
import { SessionStore } from '../src/server/modules/accounts/sessions.ts';
import { insertUser } from '../src/server/modules/accounts/users.repository.ts';
import { createScratchDatabase } from '../tests/helpers/scratch-database.ts';
import { compileServer, PRODUCTION_NODE_FLAGS, residentMemory, startProductionServer } from './production-server.ts';
import { UnitOfWork } from '../src/server/db/unit-of-work.ts';

const PORT = 3990 + Math.floor(Math.random() * 9);
const base = `http://127.0.0.1:${PORT}`;
const SIZES = (process.env.PHOTO_SIZES ?? '7000x7000,4000x3000').split(',').map((s) => s.split('x').map(Number) as [number, number]);
const UPLOADS = 4;
const QUIET_ORDERS = 30;
const shipping = { fullName: 'Bench Buyer', email: 'bench@example.in', phone: '98220 12345', address: 'Bench Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** A 16-bit PNG of noise-free gradients: small on disk, `width` x `height` pixels to decode (the kind of file). */
async function sixteenBitPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 60 } } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function main(): Promise<void> {
  compileServer();
  const scratch = await createScratchDatabase('sqlite');
  if (scratch.config.dialect !== 'sqlite') throw new Error('unreachable');
  const database = openDatabase(scratch.config);
  await migrateToLatest(database.db);
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(randomUUID());
  const sessions = new SessionStore(new UnitOfWork(database.db));
  const account = async (type: 'user' | 'admin') => {
    const id = randomUUID();
    await insertUser(database.db, { id, email: `bench.${type}.${id}@example.in`, name: `Bench ${type}`, type, password_hash: passwordHash, phone: null, created_at: now, updated_at: now });
    return `${SESSION_COOKIE}=${(await sessions.create(id)).token}`;
  };
  const buyer = await account('user');
  const admin = await account('admin');
  const productId = randomUUID();
  await database.db.insertInto('products').values({ id: productId, name: 'Bench Sickle', description: 'Photo benchmark stock.', price_paise: 25_000, category: 'tools', image_url: null, features: '[]', stock: 10_000_000, created_at: now, updated_at: now }).execute();
  await database.close();

  const server: ChildProcess = await startProductionServer(
    { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'error', DATA_DIR: path.dirname(scratch.config.file), DATABASE_URL: '', ORDER_RATE_LIMIT: '100000000' },
    PRODUCTION_NODE_FLAGS,
  );
  const placeOrder = async () => {
    const started = performance.now();
    const res = await fetch(`${base}/api/store/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: buyer, origin: base, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ items: [{ productId, quantity: 1 }], shipping, paymentMethod: 'cod' }),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  };
  const upload = async (bytes: Buffer) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/admin/product-photos`, { method: 'POST', headers: { 'content-type': 'image/png', cookie: admin, origin: base }, body: new Uint8Array(bytes) });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  };
  const line = (title: string, ms: number[]) =>
    console.log(`  ${title}: ${ms.length} orders, p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`);
  try {
    // Warm-up: the first order loads the code paths; sharp loads on the first upload.
    for (let i = 0; i < 10; i++) await placeOrder();
    const quiet: number[] = [];
    for (let i = 0; i < QUIET_ORDERS; i++) quiet.push((await placeOrder()).ms);
    // The machine's load, since a shared machine's figures vary with it.
    console.log(`Photos and checkout (server RSS at rest ${residentMemory(server.pid!)?.rss.toFixed(0)} MiB, load average ${os.loadavg()[0]!.toFixed(1)})`);
    line('cash orders, no upload', quiet);
    for (const [width, height] of SIZES) {
      const png = await sixteenBitPng(width, height);
      const rssBefore = residentMemory(server.pid!)!.rss;
      let peak = rssBefore;
      const sampler = setInterval(() => (peak = Math.max(peak, residentMemory(server.pid!)?.rss ?? 0)), 25);
      let uploading = true;
      const uploads = Promise.all(Array.from({ length: UPLOADS }, () => upload(png))).finally(() => (uploading = false));
      const during: number[] = [];
      const statuses: number[] = [];
      while (uploading) {
        const order = await placeOrder();
        during.push(order.ms);
        statuses.push(order.status);
      }
      const done = await uploads;
      clearInterval(sampler);
      console.log(`${UPLOADS} uploads of a ${width}x${height} 16-bit PNG (${(png.length / 1024).toFixed(0)} KB) at once:`);
      console.log(`  uploads answered ${done.map((u) => u.status).join(', ')} after ${done.map((u) => (u.ms / 1000).toFixed(1)).join(', ')} s`);
      line(`cash orders meanwhile (${statuses.filter((s) => s === 201).length} placed)`, during);
      console.log(`  server RSS ${rssBefore.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB during, ${residentMemory(server.pid!)!.rss.toFixed(0)} MiB after`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await scratch.drop();
  }
}

await main();
