// The ONDC part of `npm run bench` (BENCH_ONLY=ondc): the shop as a seller node
// (docs/decisions/0077) under a buyer app's searches at a fixed rate. The registry and the buyer
// app are the tests' stand-ins (tests/support/ondc-*-stand-in.ts), run in this process; the
// searches are sent and timed from a process of their own (bench/ondc-searches.ts); the shop is
// the production server, its ONDC_* environment pointing at the registry stand-in.
// The target: /ondc/search ACKs at p99 under 50 ms at 50 requests/s, with every on_search delivered.
// Then buyer apps' orders (docs/decisions/0078): init and confirm, a few at a time, each confirm
// placed as a real order of the shop; how long its ACK and its on_confirm take, and orders a second.
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { Database } from '../src/server/db/schema.ts';
import { upsertAdmin } from '../src/server/modules/accounts/admin-bootstrap.ts';
import { SessionStore } from '../src/server/modules/accounts/sessions.ts';
import { findUserByEmail } from '../src/server/modules/accounts/users.repository.ts';
import { SESSION_COOKIE } from '../src/server/http/session.ts';
import { UnitOfWork } from '../src/server/db/unit-of-work.ts';
import { generateOndcKeyPairs } from '../src/server/modules/ondc/index.ts';
import { signedHeader } from '../tests/support/ondc-http-signature.ts';
import { startOndcBuyerAppStandIn } from '../tests/support/ondc-buyer-app-stand-in.ts';
import { startOndcRegistryStandIn } from '../tests/support/ondc-registry-stand-in.ts';
import type { SearchRun, SearchRunResult } from './ondc-searches.ts';
import { printServerMemory } from './production-server.ts';

/** The issue's target: ACKs at p99 under 50 ms at 50 searches a second. */
const TARGET_RATE = 50;
const TARGET_P99_MS = 50;
/** Then twice the rate, to see how much room there is. */
const HIGHER_RATE = 100;
/** Buyer apps keep a few connections to a seller node open; a gateway more. */
const CONNECTIONS = 20;
/** Orders through the node: how many, and how many buyer apps' flows at once. */
const ORDERS = Number(process.env.BENCH_ONDC_ORDERS ?? 200);
const ORDER_FLOWS_AT_ONCE = 5;
/** How long the bench waits, after the last ACK, for the callbacks still on their way. */
const DELIVERY_WAIT_MS = 30_000;

const NODE = { subscriberId: 'hariyali.example.in', publicUrl: 'https://hariyali.example.in', uniqueKeyId: 'hariyali-bench-key' };
/** What the catalogue needs of the owner besides the environment (docs/decisions/0077): the store's place and days to ship. */
const SETTINGS = { storeGps: '18.5018, 73.8636', storePincode: '411037', storeCity: 'Pune', daysToShip: 2 };
const BUSINESS = { legal_name: 'Hariyali Bench Agro', address: 'Market Yard, Gultekdi, Pune', state: 'Maharashtra' as const, gstin: '27AAPFU0939F1ZV' };
const CONTACT = { phone: '9822012345', email: 'help@hariyali.example.in', addressEn: '', addressHi: '', addressMr: '', openDays: [], opensAt: '', closesAt: '' };

/** The environment the shop runs as an ONDC node with: keys of its own, the registry stand-in's address. */
export interface OndcServerStart {
  (env: Record<string, string>): Promise<ChildProcess>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const figures = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  return { sorted, text: `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? NaN)}` };
};

export async function runOndcBench(db: Kysely<Database>, base: string, startServer: OndcServerStart, seconds: number, rates: number[] = [TARGET_RATE, HIGHER_RATE]): Promise<boolean> {
  // Wall-clock time with sub-millisecond steps: the stand-ins stamp contexts, signatures and
  // callbacks' arrival with it, and the ACKs below are timed on the same clock.
  const now = () => performance.timeOrigin + performance.now();
  const registry = await startOndcRegistryStandIn({ now });
  const keys = generateOndcKeyPairs();
  registry.add({ subscriberId: NODE.subscriberId, uniqueKeyId: NODE.uniqueKeyId, subscriberUrl: `${NODE.publicUrl}/ondc`, type: 'BPP', domain: 'ONDC:AGR10', signingPublicKey: keys.signingPublicKey, encryptionPublicKey: keys.encryptionPublicKey, validFrom: '2026-01-01T00:00:00.000Z', validUntil: '2099-12-31T00:00:00.000Z' });
  const buyer = await startOndcBuyerAppStandIn({ registry, now });
  let server: ChildProcess | undefined;
  let met = true;
  try {
    server = await startServer({
      PUBLIC_URL: NODE.publicUrl,
      ONDC_SUBSCRIBER_ID: NODE.subscriberId,
      ONDC_SUBSCRIBER_URL: `${NODE.publicUrl}/ondc`,
      ONDC_UNIQUE_KEY_ID: NODE.uniqueKeyId,
      ONDC_SIGNING_PRIVATE_KEY: keys.signingPrivateKey,
      ONDC_ENCRYPTION_PRIVATE_KEY: keys.encryptionPrivateKey,
      ONDC_REGISTRY_URL: registry.url,
      ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY: registry.encryptionPublicKey,
    });
    await configureShop(db, base);

    for (const rate of rates) {
      // Two seconds at the same rate first, not counted: the first requests compile code, prepare
      // statements and fill the registry's key cache and the catalogue's items, once per start.
      const warmUp = await searches(base, buyer, rate, 2);
      const cpuBefore = cpuMs(server.pid);
      // This process checks the catalogues sent back: its event loop's delay says how long one waited to be taken.
      const receiverDelay = monitorEventLoopDelay({ resolution: 10 });
      receiverDelay.enable();
      const run = await searches(base, buyer, rate, seconds);
      receiverDelay.disable();
      const cpu = cpuMs(server.pid) - cpuBefore;
      const acks = figures(run.answers.map((a) => a.completed - a.due));
      const nonAck = run.result.sent - run.acked.size;
      console.log(
        `  POST /ondc/search, signed, at ${rate}/s for ${seconds} s (${CONNECTIONS} connections): ${run.result.rate.toFixed(1)}/s answered; ` +
          `ACK ${acks.text}; ${run.acked.size} of ${run.result.sent} ACKed, ${nonAck} not (${run.result.errors} connection errors)`,
      );
      // Every request is owed one signed on_search: those of the warm-up too, so all are awaited.
      const owed = new Map([...warmUp.acked, ...run.acked]);
      const delivered = await deliveries(buyer, owed);
      const measured = [...run.acked.keys()].filter((id) => delivered.at.has(id));
      const delays = figures(measured.map((id) => delivered.at.get(id)! - run.acked.get(id)!));
      const fromSearch = figures(measured.map((id) => delivered.at.get(id)! - run.sentAt.get(id)!));
      console.log(
        `    on_search delivered ${delivered.arrived} of ${owed.size} (${delivered.unsigned} not signed, ${delivered.errors} with an error) within ${(delivered.waitedMs / 1000).toFixed(1)} s after the last ACK; ` +
          `ACK to callback ${delays.text} (the run's ${delays.sorted.length}; below zero: the callback came in before this process read the ACK); ` +
          `search due to callback ${fromSearch.text}`,
      );
      const p99 = percentile(acks.sorted, 99);
      const ok = nonAck === 0 && warmUp.acked.size === warmUp.result.sent && delivered.arrived === owed.size && delivered.unsigned === 0 && delivered.errors === 0;
      // The machine may be shared: its load while the run went says how much of two cores the shop
      // had; the server's own CPU time per search does not depend on it.
      console.log(
        `    event-loop delay: the searches' process (counted in the ACKs' times) p99 ${run.ownDelay.p99.toFixed(1)} ms, max ${run.ownDelay.max.toFixed(1)} ms; ` +
          `the buyer app's callback receiver p99 ${(receiverDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(receiverDelay.max / 1e6).toFixed(1)} ms`,
      );
      console.log(`    server CPU ${(cpu / run.result.sent).toFixed(2)} ms per search (${((cpu / (seconds * 1000)) * 100).toFixed(0)}% of a core); load average after the run: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
      console.log(`    -> ${rate === TARGET_RATE ? `target (p99 under ${TARGET_P99_MS} ms, all delivered): ${ok && p99 < TARGET_P99_MS ? 'met' : 'NOT met'}` : ok ? 'all ACKed and delivered' : 'NOT all ACKed and delivered'}`);
      if (rate === TARGET_RATE && !(ok && p99 < TARGET_P99_MS)) met = false;
      buyer.callbacks().length = 0;
      buyer.requests.length = 0;
    }
    if (ORDERS > 0 && !(await orders(db, base, buyer, ORDERS))) met = false;
    if (server) printServerMemory(server, 'ONDC searches and orders');
  } finally {
    server?.kill();
    await buyer.close();
    await registry.close();
  }
  return met;
}

/** A process's CPU time so far, user and system, in ms (Linux /proc/<pid>/stat; NaN elsewhere). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are the stat file's 14th and 15th fields, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** The owner's part: an admin signed in sets the store's place and the contact details; the legal name and address as the checkout bench sets them. */
async function configureShop(db: Kysely<Database>, base: string): Promise<void> {
  const email = `bench.owner.${randomUUID()}@example.in`;
  await upsertAdmin(db, { email, password: randomUUID(), name: 'Bench Owner' });
  const owner = await findUserByEmail(db, email);
  const cookie = `${SESSION_COOKIE}=${(await new SessionStore(new UnitOfWork(db)).create(owner!.id)).token}`;
  for (const [path, body] of [['/api/admin/ondc/settings', SETTINGS], ['/api/admin/site-settings', CONTACT]] as const) {
    const res = await fetch(base + path, { method: 'PUT', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`PUT ${path}: ${res.status} ${await res.text()}`);
  }
  await db.insertInto('business_settings').values({ id: 1, ...BUSINESS, updated_at: new Date().toISOString(), updated_by: null }).onConflict((oc) => oc.column('id').doUpdateSet(BUSINESS)).execute();
  const overview = (await (await fetch(`${base}/api/admin/ondc`, { headers: { cookie } })).json()) as { missing: string[] };
  if (overview.missing.length > 0) throw new Error(`ONDC node not ready: ${overview.missing.join(', ')} missing`);
}

/**
 * `seconds` of searches at `rate` from the searches' own process (bench/ondc-searches.ts), each
 * with its own transaction and message id, each signed as it is sent.
 */
async function searches(base: string, buyer: Awaited<ReturnType<typeof startOndcBuyerAppStandIn>>, rate: number, seconds: number) {
  const child = fork(new URL('./ondc-searches.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'] });
  try {
    const run: SearchRun = { base, rate, seconds, connections: CONNECTIONS, buyer: { subscriberId: buyer.subscriberId, uniqueKeyId: buyer.uniqueKeyId, seed: buyer.seed, url: buyer.url } };
    const outcome = await new Promise<SearchRunResult>((resolve, reject) => {
      child.once('message', (m: SearchRunResult | { error: string }) => ('error' in m ? reject(new Error(m.error)) : resolve(m)));
      child.once('exit', (code) => reject(new Error(`The searches' process ended (${code})`)));
      child.send(run);
    });
    /** Message id -> when its ACK arrived, and when the search was due to be sent (wall clock, ms). */
    const acked = new Map(outcome.answers.filter((a) => a.acked).map((a) => [a.messageId, a.completed]));
    const sentAt = new Map(outcome.answers.map((a) => [a.messageId, a.due]));
    return { result: outcome.result, answers: outcome.answers, acked, sentAt, ownDelay: outcome.ownDelay };
  } finally {
    child.kill();
  }
}

/** Waits (at most DELIVERY_WAIT_MS after the last ACK) for one on_search per ACKed search; the delay of each from its ACK. */
async function deliveries(buyer: Awaited<ReturnType<typeof startOndcBuyerAppStandIn>>, owed: Map<string, number>) {
  const started = performance.now();
  const onSearches = () => buyer.callbacks().filter((c) => c.action === 'on_search' && owed.has(c.body?.context?.message_id));
  while (new Set(onSearches().map((c) => c.body.context.message_id)).size < owed.size && performance.now() - started < DELIVERY_WAIT_MS) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const callbacks = onSearches();
  const first = new Map<string, (typeof callbacks)[number]>();
  for (const c of callbacks) if (!first.has(c.body.context.message_id)) first.set(c.body.context.message_id, c);
  return {
    arrived: first.size,
    unsigned: [...first.values()].filter((c) => !c.signed).length,
    errors: [...first.values()].filter((c) => c.body.error).length,
    at: new Map([...first.entries()].map(([id, c]) => [id, c.receivedAt])),
    waitedMs: performance.now() - started,
  };
}

/**
 * `count` orders as buyer apps place them, ORDER_FLOWS_AT_ONCE at a time: init, then confirm with
 * on_init's quote, each call signed and each callback awaited. Every confirm must become an order
 * (its on_confirm without an error, its ondc_orders row written).
 */
async function orders(db: Kysely<Database>, base: string, buyer: Awaited<ReturnType<typeof startOndcBuyerAppStandIn>>, count: number): Promise<boolean> {
  const now = () => performance.timeOrigin + performance.now();
  const productId = randomUUID();
  const at = new Date().toISOString();
  // A tool of the shop's own with stock for every order (a seed needs a lot valid today).
  await db.insertInto('products').values({ id: productId, name: 'Bench ONDC Hand Tool', description: 'ONDC benchmark stock.', price_paise: 450_00, category: 'tools', image_url: null, features: '[]', stock: 10_000_000, created_at: at, updated_at: at }).execute();
  const end = { location: { gps: '18.5204,73.8567', address: { name: 'Bench Farmer', building: 'House 1', locality: 'Shivaji Nagar', city: 'Pune', state: 'Maharashtra', country: 'IND', area_code: '411001' } }, contact: { phone: '9876543210' }, person: { name: 'Bench Farmer' } };
  const cart = { provider: { id: NODE.subscriberId, locations: [{ id: 'store' }] }, items: [{ id: productId, quantity: { count: 1 } }], billing: { name: 'Bench Farmer', phone: '9876543210', address: end.location.address }, fulfillments: [{ id: 'delivery', type: 'Delivery', end }], payment: { type: 'ON-FULFILLMENT' } };
  const peer = { bpp_id: NODE.subscriberId, bpp_uri: `${NODE.publicUrl}/ondc` };
  /** Sends a signed call and answers how long its ACK took and the callback's body, awaited by its message id. */
  const call = async (action: string, message: unknown, transactionId: string) => {
    const context = buyer.context(action, { ...peer, transaction_id: transactionId, ttl: 'PT1M' });
    const body = JSON.stringify({ context, message });
    const created = Math.floor(now() / 1000);
    const authorization = signedHeader({ subscriberId: buyer.subscriberId, uniqueKeyId: buyer.uniqueKeyId, seed: buyer.seed, body, createdSeconds: created, expiresSeconds: created + 300 });
    const sent = now();
    const res = await fetch(`${base}/ondc/${action}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body });
    const acked = now();
    const ack = (await res.json()) as { message?: { ack?: { status?: string } } };
    if (ack.message?.ack?.status !== 'ACK') throw new Error(`${action} not ACKed: ${JSON.stringify(ack)}`);
    const started = performance.now();
    for (;;) {
      const callback = buyer.callbacks().find((c) => c.action === `on_${action}` && c.body?.context?.message_id === context.message_id);
      if (callback) return { ackMs: acked - sent, callbackMs: callback.receivedAt - sent, body: callback.body, signed: callback.signed };
      if (performance.now() - started > DELIVERY_WAIT_MS) throw new Error(`No on_${action} for ${transactionId}`);
      await new Promise((r) => setTimeout(r, 2));
    }
  };
  const confirmAcks: number[] = [];
  const confirmed: number[] = [];
  let refused = 0;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: ORDER_FLOWS_AT_ONCE }, async () => {
      for (let i = next++; i < count; i = next++) {
        const transaction = `bench-${randomUUID()}`;
        const init = await call('init', { order: cart }, transaction);
        const agreed = init.body.message?.order;
        if (!agreed) {
          refused++;
          continue;
        }
        const confirm = await call('confirm', { order: { ...cart, id: `BENCH-${i}-${transaction.slice(-6)}`, state: 'Created', quote: agreed.quote, payment: agreed.payment, created_at: new Date(now()).toISOString(), updated_at: new Date(now()).toISOString() } }, transaction);
        if (confirm.body.error || !confirm.signed) refused++;
        confirmAcks.push(confirm.ackMs);
        confirmed.push(confirm.callbackMs);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const placed = Number((await db.selectFrom('ondc_orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  console.log(`  ${count} orders through the node, ${ORDER_FLOWS_AT_ONCE} buyer flows at once (init, then confirm): ${(count / seconds).toFixed(1)} orders/s; ${placed} placed, ${refused} refused`);
  console.log(`    confirm ACK ${figures(confirmAcks).text}`);
  console.log(`    confirm sent to on_confirm received (the order placed, signed, delivered) ${figures(confirmed).text}`);
  return refused === 0 && placed >= count;
}
