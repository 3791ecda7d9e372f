#!/usr/bin/env node
// npm test: every test the project has, in order, with one summary at the end.
//  1. type check (tsc)
//     then the import rules (oxlint, oxlint.config.mjs; docs/decisions/0010)
//  2. unit, client and API integration tests (Vitest): SQLite always, PostgreSQL at
//     TEST_DATABASE_URL, else at a local server that answers (skipped when none does; a failure
//     with CI=true); Redis at TEST_REDIS_URL, else a local one on 127.0.0.1:6379 (likewise)
//  3. production build of the client and its server renderer + the size budget check, then the
//     cluster suite (nginx -> 3 app servers -> PostgreSQL + Redis) when both services answer
//  4. end-to-end tests in headless Chromium (Playwright) when Chromium is found at CHROMIUM_PATH
//     (default /usr/bin/chromium): skipped otherwise, a failure with CI=true
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const ci = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** The slowest files and specs, printed at the end: where a run's time goes (the README's 30-minute aim). */
const slowest = [];
/** Every failed test by name with the first line of its error, printed in the summary: CI keeps only a run's tail. */
const failures = [];
/** Every test that failed and then passed on its retry (CI=true retries once), named in the summary to be chased. */
const retried = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) problems.push(`${title} failed (exit ${result.status ?? result.signal})`);
  return result.status === 0;
}

/** A URL with its password, if any, left out: for printing. */
function redacted(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(a URL that does not parse)';
  }
}

/**
 * The first local PostgreSQL URL that answers within 2 s and whose user may create databases (each
 * suite creates and drops its own): the server's own role over TCP, without and with the password
 * `.ci/run` sets on a freshly installed cluster.
 */
async function findLocalPostgres() {
  let pg;
  try {
    pg = (await import('pg')).default;
  } catch {
    return undefined;
  }
  for (const url of ['postgres://postgres@127.0.0.1:5432/test', 'postgres://postgres@127.0.0.1:5432/postgres', 'postgres://postgres:postgres@127.0.0.1:5432/test']) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      const { rows } = await client.query('select rolcreatedb or rolsuper as can from pg_roles where rolname = current_user');
      if (rows[0]?.can) return { url, how: 'found on 127.0.0.1:5432; set TEST_DATABASE_URL to use another' };
    } catch {
      // Not this one: next.
    } finally {
      await client.end().catch(() => {});
    }
  }
  return undefined;
}

/**
 * Whether a Redis answers PING at `url` within 2 s, asked over a plain socket (RESP), so this
 * script needs no client library.
 */
function redisAnswers(url) {
  let host = '127.0.0.1';
  let port = 6379;
  try {
    const u = new URL(url);
    host = u.hostname || host;
    port = Number(u.port) || port;
  } catch {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    // A password-protected server answers -NOAUTH: it is there, and the URL's password is for the tests.
    socket.on('data', (data) => done(/^(\+PONG|-NOAUTH)/.test(data.toString('latin1'))));
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

run('Type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
run('Import rules (lint)', bin('oxlint'), ['-c', 'oxlint.config.mjs', 'src']);

// PostgreSQL for the integration suites: TEST_DATABASE_URL when set, else a local server that
// answers as postgres (issue 18: a fresh clone on a machine with PostgreSQL runs them all).
const postgres = process.env.TEST_DATABASE_URL ? { url: process.env.TEST_DATABASE_URL, how: 'TEST_DATABASE_URL' } : await findLocalPostgres();
if (postgres) {
  console.log(`\nPostgreSQL for the integration suites: ${redacted(postgres.url)} (${postgres.how}).`);
} else {
  const note =
    'no PostgreSQL answered on 127.0.0.1:5432 as postgres and TEST_DATABASE_URL is not set: the PostgreSQL integration suites are skipped. ' +
    'To run them, start PostgreSQL or set TEST_DATABASE_URL=postgres://USER@HOST:5432/DB (a user that may create databases)';
  if (ci) problems.push(`${note} (not allowed with CI=true)`);
  else console.log(`\nNote: ${note}.`);
}
// Redis for the shared-state suites (rate limits, counters, cache invalidation across app
// servers): TEST_REDIS_URL when set, else a local Redis on 127.0.0.1:6379 that answers.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = (await redisAnswers(redisUrl)) ? { url: redisUrl, how: process.env.TEST_REDIS_URL ? 'TEST_REDIS_URL' : 'found on 127.0.0.1:6379; set TEST_REDIS_URL to use another' } : undefined;
if (redis) {
  console.log(`Redis for the shared-state suites: ${redacted(redis.url)} (${redis.how}).`);
} else {
  const note = `no Redis answered at ${redacted(redisUrl)}: the Redis suites are skipped. To run them, start redis-server or set TEST_REDIS_URL=redis://HOST:6379`;
  if (ci) problems.push(`${note} (not allowed with CI=true)`);
  else console.log(`Note: ${note}.`);
}
/** Runs Vitest with a JSON report beside the console's and adds its counts to the totals. */
function runVitest(title, args, env) {
  const report = path.join(reports, `vitest-${Date.now()}.json`);
  run(title, bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  const counts = readJson(report);
  if (!counts) return problems.push(`${title}: Vitest wrote no report`);
  totals.passed += counts.numPassedTests;
  totals.failed += counts.numFailedTests;
  totals.skipped += counts.numPendingTests + counts.numTodoTests;
  for (const file of counts.testResults ?? []) {
    slowest.push({ what: path.relative(root, file.name), ms: file.endTime - file.startTime });
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${path.relative(root, file.name)}: ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      // A passed test keeps the errors of its failed tries.
      else if (test.status === 'passed' && test.failureMessages?.length) retried.push(`${path.relative(root, file.name)}: ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    }
    // A file that failed before its tests ran (an import or a beforeAll) has no test to name.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${path.relative(root, file.name)}: ${firstLine(file.message)}`);
    }
  }
}

/** The first non-empty line of an error message, cut to 300 characters. */
function firstLine(message) {
  const line = String(message ?? '')
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n').find((l) => l.trim()) ?? '(no message)';
  return line.trim().slice(0, 300);
}

/** Each Playwright test's time (its tries added up), from the JSON report's nested suites. */
function playwrightTimes(suite, file = suite.file) {
  for (const spec of suite.specs ?? []) {
    const results = spec.tests.flatMap((t) => t.results);
    const ms = results.reduce((s, r) => s + (r.duration ?? 0), 0);
    slowest.push({ what: `${file ?? spec.file}: ${spec.title}`, ms });
    if (!spec.ok) failures.push(`${file ?? spec.file}: ${spec.title}: ${firstLine(results.at(-1)?.error?.message)}`);
    else if (spec.tests.some((t) => t.status === 'flaky')) retried.push(`${file ?? spec.file}: ${spec.title}: ${firstLine(results.find((r) => r.error)?.error?.message)}`);
  }
  for (const child of suite.suites ?? []) playwrightTimes(child, child.file ?? file);
}

runVitest('Unit, client and API integration tests (Vitest)', [], {
  ...(postgres ? { TEST_DATABASE_URL: postgres.url } : {}),
  // Empty: no Redis answered, and the suites that need one say they are skipped.
  TEST_REDIS_URL: redis ? redis.url : '',
});

const built =
  run('Client build (Vite)', bin('vite'), ['build', '--logLevel', 'warn']) &&
  run('Server renderer build (Vite SSR)', bin('vite'), ['build', '--ssr', '--logLevel', 'warn']) &&
  run('Server build (esbuild)', process.execPath, ['scripts/build-server.mjs']);
if (built) run('Size budget', process.execPath, ['scripts/size-check.mjs']);

// The real topology (issue 18): nginx -> 3 app servers -> PostgreSQL + Redis, on the built shop.
// Without PostgreSQL or Redis it was said above; without nginx the suite says so itself.
if (built && postgres && redis) {
  runVitest('Cluster tests (nginx, 3 app servers, PostgreSQL, Redis)', ['-c', 'vitest.cluster.config.ts'], {
    CLUSTER_ADMIN_DATABASE_URL: postgres.url,
    CLUSTER_REDIS_URL: redis.url,
  });
}

if (!fs.existsSync(chromium)) {
  const note = `Chromium not found at ${chromium}: the end-to-end tests are skipped (install Debian's chromium or set CHROMIUM_PATH)`;
  if (ci) problems.push(`${note} (not allowed with CI=true)`);
  else console.log(`\nNote: ${note}.`);
} else if (built) {
  const pwReport = path.join(reports, 'playwright.json');
  run('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport,
    CHROMIUM_PATH: chromium,
  });
  const pw = readJson(pwReport);
  for (const suite of pw?.suites ?? []) playwrightTimes(suite);
  const stats = pw?.stats;
  if (stats) {
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else problems.push('Playwright wrote no report');
}

fs.rmSync(reports, { recursive: true, force: true });
console.log('\n=== Slowest test files and end-to-end tests ===');
for (const { what, ms } of slowest.sort((a, b) => b.ms - a.ms).slice(0, 15)) console.log(`${(ms / 1000).toFixed(0).padStart(5)} s  ${what}`);
if (failures.length) {
  console.log('\n=== Failed tests ===');
  for (const f of failures.slice(0, 50)) console.log(`- ${f}`);
  if (failures.length > 50) console.log(`- and ${failures.length - 50} more (the log above has them all)`);
}
if (retried.length) {
  console.log('\n=== Passed only on a retry ===');
  for (const f of retried) console.log(`- ${f}`);
}
console.log('\n=== Summary ===');
for (const p of problems) console.log(`- ${p}`);
console.log(`${totals.passed} passed${retried.length ? ` (${retried.length} only on a retry)` : ''}, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length || totals.failed ? 1 : 0);
