#!/usr/bin/env node
// npm test: every test the project has, in order, with one summary at the end.
//  1. type check (tsc)
//     then the import rules (oxlint, oxlint.config.mjs; docs/decisions/0010)
//  2. unit, client and API integration tests (Vitest): SQLite always, PostgreSQL when
//     TEST_DATABASE_URL is set (skipped otherwise; a failure with CI=true)
//  3. production build of the client and its server renderer + the size budget check
//  4. end-to-end tests in headless Chromium (Playwright) when Chromium is found at CHROMIUM_PATH
//     (default /usr/bin/chromium): skipped otherwise, a failure with CI=true
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) problems.push(`${title} failed (exit ${result.status ?? result.signal})`);
  return result.status === 0;
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

if (!process.env.TEST_DATABASE_URL) {
  const note = 'TEST_DATABASE_URL is not set: the PostgreSQL integration suites are skipped';
  if (ci) problems.push(`${note} (not allowed with CI=true)`);
  else console.log(`\nNote: ${note}.`);
}
const vitestReport = path.join(reports, 'vitest.json');
run('Unit, client and API integration tests (Vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else problems.push('Vitest wrote no report');

const built =
  run('Client build (Vite)', bin('vite'), ['build', '--logLevel', 'warn']) &&
  run('Server renderer build (Vite SSR)', bin('vite'), ['build', '--ssr', '--logLevel', 'warn']);
if (built) run('Size budget', process.execPath, ['scripts/size-check.mjs']);

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
  const stats = readJson(pwReport)?.stats;
  if (stats) {
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else problems.push('Playwright wrote no report');
}

fs.rmSync(reports, { recursive: true, force: true });
console.log('\n=== Summary ===');
for (const p of problems) console.log(`- ${p}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length || totals.failed ? 1 : 0);
