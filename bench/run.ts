// npm run bench: load figures for the catalogue API, on the seeded shop and on 100,000 products.
//   BENCH_DATABASE_URL=postgres://... npm run bench   runs it on PostgreSQL (a scratch database is created)
//   BENCH_PRODUCTS=20000 npm run bench               a smaller large catalogue, for a quick look
//   BENCH_ONLY=checkout npm run bench                only the checkout runs
//   BENCH_ONLY=pages npm run bench                   only the pages (against static files, Lighthouse, time to content over 2G)
//   BENCH_ONLY=pages-vs-files npm run bench          only the pages against static files of the same bytes (issue's 0.5x target)
//   BENCH_ONLY=search npm run bench                  only the large catalogue's search latency
//   BENCH_ONLY=large npm run bench                   only the large catalogue (lists, product pages, search)
//   BENCH_ONLY=facets npm run bench                  only the large catalogue's lists with the filters' counts, one request at a time
//   BENCH_ONLY=ondc npm run bench                    only the ONDC seller node: signed searches at 50/s and 100/s, ACK latency and
//                                                    on_search delivery (BENCH_ONDC_SECONDS, default 30 s per rate;
//                                                    BENCH_ONDC_RATES=50 only that rate)
//   BENCH_ONLY=cluster npm run bench                 only checkout through nginx to 3 app servers on PostgreSQL + Redis,
//                                                    next to one server (BENCH_DATABASE_URL, else the local PostgreSQL)
//   BENCH_PROFILE=/tmp/prof npm run bench            also writes the server's CPU profiles there
//   BENCH_NODE_FLAGS="" npm run bench                 runs the server without production's Node flags (or with others)
// The server is the production one: compiled (scripts/build-server.mjs) and run as
// `node --optimize-for-size dist/server/main.js`, one process; its RSS is printed after each load.
// Prints requests/s and p99 latency per scenario, the ratio to a static file of the same size, and
// search latency percentiles measured one request at a time.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/server/db/connect.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedCatalogIfEmpty } from '../src/server/seed/seed-catalog.ts';
import { seedSyntheticProducts } from '../src/server/seed/seed-synthetic.ts';
import type { DatabaseConfig } from '../src/server/config.ts';
import { createScratchDatabase } from '../tests/helpers/scratch-database.ts';
import { runCheckoutScenario } from './checkout.ts';
import { runClusterBench } from './cluster.ts';
import { runOndcBench } from './ondc.ts';
import { runPageBench } from './pages.ts';
import { runPagesVersusFiles } from './pages-vs-files.ts';
import { benchNodeFlags, compileServer, printServerMemory, startProductionServer } from './production-server.ts';
import { scratchDir } from './scratch-dirs.ts';

const LARGE = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const PORT = 3900 + Math.floor(Math.random() * 90);
// The static twins' folder, made when a part of the run needs it and removed when the run ends.
let staticFolder: string | undefined;
function staticDirectory(): string {
  if (!staticFolder) {
    staticFolder = scratchDir('hariyali-bench-static-');
    fs.writeFileSync(path.join(staticFolder, 'index.html'), '<!doctype html>');
  }
  return staticFolder;
}

async function startServer(config: DatabaseConfig, extraEnv: Record<string, string> = {}) {
  const staticDir = staticDirectory();
  const env = {
    ...process.env,
    PORT: String(PORT),
    // Errors only: the production server warns once that it sends no e-mail (no SMTP_URL here).
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    // The static twins (and an index.html) are served from here; without dist/ssr beside it the
    // pages are not server-rendered: this bench loads the API.
    CLIENT_DIR: staticDir,
    // The server finds the scratch SQLite file as DATA_DIR/hariyali.db.
    DATA_DIR: config.dialect === 'sqlite' ? path.dirname(config.file) : staticDir,
    DATABASE_URL: config.dialect === 'postgres' ? config.url : '',
    // The checkout run places thousands of orders a second from 50 accounts.
    ORDER_RATE_LIMIT: '100000000',
    ...extraEnv,
  };
  // BENCH_PROFILE=<dir> writes a CPU profile of each server run there (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  // Production's Node flags; BENCH_NODE_FLAGS="" measures without them, or with others.
  const nodeFlags = benchNodeFlags();
  // The production server: compiled JavaScript in one Node process (production-server.ts).
  const child = await startProductionServer(env, [...nodeFlags, ...profile]);
  servers.add(child);
  child.once('exit', () => servers.delete(child));
  return child;
}

const base = `http://127.0.0.1:${PORT}`;
// Never leave a server behind, whatever happens to this run.
const servers = new Set<ChildProcess>();
process.on('exit', () => servers.forEach((s) => s.kill()));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

async function load(title: string, paths: string[]) {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { title, rps: result.requests.average, p99: result.latency.p99 };
}

/** A static file with the same bytes as an API answer, served by the same server. */
async function staticTwin(apiPath: string, name: string): Promise<string> {
  const body = await (await fetch(base + apiPath)).text();
  fs.writeFileSync(path.join(staticDirectory(), name), body);
  return `/${name}`;
}

async function scenario(title: string, apiPaths: string[], twinName: string) {
  const api = await load(title, apiPaths);
  const twin = await load(`${title} (static twin)`, [await staticTwin(apiPaths[0]!, twinName)]);
  const size = fs.statSync(path.join(staticDirectory(), twinName)).size;
  console.log(
    `  ${title.padEnd(44)} ${api.rps.toFixed(0).padStart(6)} req/s  p99 ${String(api.p99).padStart(4)} ms  ` +
      `| static ${size} B: ${twin.rps.toFixed(0).padStart(6)} req/s  -> ratio ${(api.rps / twin.rps).toFixed(2)}`,
  );
}

/**
 * Latency of searches, one at a time (no queueing), as the server itself answers them. The first
 * round asks each text for the first time (each app server keeps recent searches' results until
 * the catalogue changes: search-cache.ts), the later rounds ask again, as farmers repeat searches.
 */
async function searchLatency(terms: string[], rounds: number, sort = 'name', lang = 'en') {
  // A server that has just started compiles its code on the first requests: warm it up with
  // searches for other texts, so that "first asks" time the search, not the start.
  for (let i = 0; i < 300; i++) await (await fetch(`${base}/api/store/products?q=${encodeURIComponent(`warm up ${i}`)}&sort=${sort}&page=${1 + (i % 3)}`)).arrayBuffer();
  const first: number[] = [];
  const again: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of terms) {
      const started = performance.now();
      const res = await fetch(`${base}/api/store/products?q=${encodeURIComponent(q)}&sort=${sort}&lang=${lang}`);
      await res.arrayBuffer();
      (r === 0 ? first : again).push(performance.now() - started);
      if (!res.ok) throw new Error(`search ${q}: ${res.status}`);
    }
  }
  const pct = (times: number[], p: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  console.log(
    `  search latency, sort=${sort}, lang=${lang}: first asks (${first.length}) p50 ${pct(first, 50)} ms, max ${pct(first, 100)} ms; ` +
      `asked again (${again.length}) p50 ${pct(again, 50)} ms, p95 ${pct(again, 95)} ms, p99 ${pct(again, 99)} ms`,
  );
}

/**
 * Latency of lists with the filters' counts (docs/decisions/0055), one request at a time, p50 and
 * p95 of `rounds` rounds over `paths`. The first request of the run, if it is this one, groups the
 * catalogue (kept per catalogue version: facet-cache.ts) and is shown apart.
 */
async function listLatency(title: string, paths: string[], rounds: number) {
  const times: number[] = [];
  let first: number | undefined;
  for (let r = 0; r < rounds; r++) {
    for (const p of paths) {
      const started = performance.now();
      const res = await fetch(base + p);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${p}: ${res.status}`);
      if (first === undefined) first = performance.now() - started;
      else times.push(performance.now() - started);
    }
  }
  const pct = (p: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  console.log(`  ${title.padEnd(52)} first ${first!.toFixed(1)} ms; then (${times.length}) p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms`);
}

// Filtered first pages of the large catalogue, all with every filter's counts.
const FILTERED_PATHS = [
  '?category=seeds&price=500-2000',
  '?category=equipment&price=50000-200000&stock=in',
  '?category=seeds&category=fertilizers&stock=in',
  '?price=0-500&sort=price-low',
  '?category=tools&seller=shop&price=500-2000',
  '?stock=in&pack=1-kg',
  '?category=equipment&price=10000-50000&sort=price-high',
  '?seller=shop&price=2000-10000&price=10000-50000',
].map((q) => `/api/store/products${q}`);

// The filters through the products' uses and labels (crop, problem, brand, active ingredient),
// alone and with the others: the synthetic catalogue's uses and brands (seed-synthetic.ts).
const LABEL_FILTERED_PATHS = [
  '?crop=wheat',
  '?crop=cotton&price=500-2000',
  '?problem=cotton.jassid&stock=in',
  '?crop=paddy&crop=maize&brand=Kisan',
  '?brand=Sona&category=seeds&sort=price-low',
  '?ingredient=Neem%20cake&crop=cotton',
  '?problem=cotton.whitefly-leaf-curl&price=2000-10000',
  '?brand=Dharti&brand=Jai&stock=in',
].map((q) => `/api/store/products${q}`);

const SEARCH_TERMS = ['wheat', 'Kisan Gold', 'drip irrigation', 'marathwada', 'tractor', 'hand weeder 4', 'Lot 777', 'Sona Prime Paddy', 'rotavator', 'chilli seeds 99'];
// Issue 14: the same catalogue searched in Hindi, Marathi and Latin spellings of Hindi words.
const SEARCH_TERMS_INDIAN = ['गेहूं', 'गहू', 'बीज', 'सरसों के बीज 12', 'ठिबक सिंचन', 'gehun', 'beej', 'sarson', 'khad', 'मिरचीचे बियाणे 99'];

if (process.env.BENCH_ONLY === 'pages-vs-files') {
  await runPagesVersusFiles(Math.max(2, Math.round(DURATION / 2)));
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'pages') {
  await runPagesVersusFiles(Math.max(2, Math.round(DURATION / 2)));
  await runPageBench();
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'cluster') {
  await runClusterBench(DURATION, process.env.BENCH_DATABASE_URL);
  process.exit(0);
}

const benchUrl = process.env.BENCH_DATABASE_URL;
const scratch = await createScratchDatabase(benchUrl ? 'postgres' : 'sqlite', benchUrl);
const database = openDatabase(scratch.config);
await migrateToLatest(database.db);
await seedCatalogIfEmpty(database.db);
const firstId = (await database.db.selectFrom('products').select('id').orderBy('created_at').executeTakeFirstOrThrow()).id;
console.log(`Hariyali bench on ${scratch.config.dialect}, ${CONNECTIONS} connections, ${DURATION} s per run, ${os.cpus().length} cores\n`);

/** The shop as an ONDC seller node (bench/ondc.ts), its own server with ONDC_* set. */
const ondc = async () => {
  const rates = process.env.BENCH_ONDC_RATES?.split(',').map(Number);
  console.log('\nONDC seller node:');
  return runOndcBench(database.db, base, (env) => startServer(scratch.config, env), Number(process.env.BENCH_ONDC_SECONDS ?? 30), rates);
};
if (process.env.BENCH_ONLY === 'ondc') {
  compileServer();
  const met = await ondc();
  await database.close();
  await scratch.drop();
  process.exit(met ? 0 : 1);
}

const checkoutOnly = process.env.BENCH_ONLY === 'checkout';
const searchOnly = process.env.BENCH_ONLY === 'search';
const facetsOnly = process.env.BENCH_ONLY === 'facets';
const largeOnly = searchOnly || facetsOnly || process.env.BENCH_ONLY === 'large';
compileServer();
let server = await startServer(scratch.config);
if (!checkoutOnly && !largeOnly) {
  console.log('Seeded shop (15 products):');
  await scenario('GET /api/store/products', ['/api/store/products'], 'list-small.json');
  await scenario(`GET /api/store/products/:id`, [`/api/store/products/${firstId}`], 'one-small.json');
}
if (!largeOnly) {
  console.log('\nCheckout:');
  await runCheckoutScenario(database.db, base, DURATION);
}
if (!largeOnly) printServerMemory(server, 'seeded shop');
server.kill();
// Several app servers (issue 18): checkout through nginx to 3 servers on PostgreSQL and Redis,
// next to one server in the same run, whichever database the parts above use.
if (!largeOnly && !checkoutOnly) await runClusterBench(DURATION, benchUrl);
if (!largeOnly && !checkoutOnly) await ondc();
if (checkoutOnly) {
  await database.close();
  await scratch.drop();
  process.exit(0);
}

console.log(`\nAdding ${LARGE} synthetic products...`);
const seedStart = Date.now();
await seedSyntheticProducts(database.db, LARGE);
console.log(`  added in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
const ids = (await database.db.selectFrom('products').select('id').limit(500).execute()).map((r) => r.id);
await database.close();

server = await startServer(scratch.config);
console.log(`\nLarge catalogue (${LARGE + 15} products):`);
if (!searchOnly) {
  // The catalogue's filters (docs/decisions/0055): the plain list's first page beside filtered
  // first pages, every one with all the filters' counts.
  await listLatency('GET /api/store/products (plain list, facets)', ['/api/store/products'], 200);
  await listLatency('GET /api/store/products?category=...&price=... (facets)', FILTERED_PATHS, 25);
  await listLatency('GET /api/store/products?crop=...&brand=... (facets)', LABEL_FILTERED_PATHS, 25);
  await listLatency('GET /api/store/products?q=...&category=... (facets)', ['wheat', 'tractor', 'kisan'].map((q) => `/api/store/products?q=${q}&stock=in&price=500-2000`), 60);
  // Searches by a crop's or a problem's name in Hindi, Marathi and Latin letters, and by a generic name (search_terms).
  await listLatency('GET /api/store/products?q=<crop, problem>&crop=... (facets)', ['कपास', 'kapus', 'तुडतुडे', 'neem%20cake'].map((q) => `/api/store/products?q=${q}&stock=in`), 50);
  if (facetsOnly) {
    printServerMemory(server, `${LARGE + 15} products`);
    server.kill();
    await scratch.drop();
    process.exit(0);
  }
  await scenario('GET /api/store/products?category=...&price=... (facets)', FILTERED_PATHS, 'list-facets.json');
  await scenario('GET /api/store/products (page 1, by name)', ['/api/store/products'], 'list-large.json');
  await scenario('GET /api/store/products?page=200&sort=price-low', ['/api/store/products?page=200&sort=price-low'], 'list-deep.json');
  await scenario('GET /api/store/products/:id (500 ids)', ids.map((id) => `/api/store/products/${id}`), 'one-large.json');
  await scenario('GET /api/store/products?q=... (10 searches)', SEARCH_TERMS.map((q) => `/api/store/products?q=${encodeURIComponent(q)}`), 'search-large.json');
}
await searchLatency(SEARCH_TERMS, 20);
await searchLatency(SEARCH_TERMS, 20, 'price-high');
await searchLatency(SEARCH_TERMS_INDIAN, 20, 'name', 'hi');
await searchLatency(SEARCH_TERMS_INDIAN, 20, 'price-high', 'mr');
// A search's default order since it ranks by relevance (docs/decisions/0036-search-ranking.md).
await searchLatency(SEARCH_TERMS, 20, 'relevance');
await searchLatency(SEARCH_TERMS_INDIAN, 20, 'relevance', 'hi');
printServerMemory(server, `${LARGE + 15} products`);
server.kill();

await scratch.drop();
// The pages of the shop as a phone sees them (on SQLite; the database hardly matters to them).
if (!benchUrl && !largeOnly) {
  await runPagesVersusFiles(Math.max(2, Math.round(DURATION / 2)));
  await runPageBench();
}
