// The page part of `npm run bench` (BENCH_ONLY=pages runs it alone): Lighthouse in mobile mode on
// home, /products, a product page and /cart, and the time until the first product name shows on
// /products over a 2G link, cold and again through the service worker (issue 13).
// It starts the shop as `npm start` does (building the client when it is stale), on a fresh database.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { PRODUCTION_NODE_FLAGS } from './production-server.ts';
import { scratchDir } from './scratch-dirs.ts';
import { startThrottleProxy, TWO_G } from './throttle-proxy.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// As the e2e tests and this machine need (docs: TOOLCHAIN.md): no sandbox as root, no calls home.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 3);

async function startShop(port: number): Promise<ChildProcess> {
  const dataDir = scratchDir('hariyali-bench-pages-');
  const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, 'scripts/start.mjs'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' }, stdio: 'inherit' });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the shop did not start within 3 minutes');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** One Lighthouse run (its defaults: mobile, simulated slow 4G, a cold cache), tried again when its trace failed. */
async function runLighthouse(url: string, attempt = 1): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    // Now and then Chromium's trace misses the navigation's start (NO_NAVSTART): a new run.
    if (runtimeError && attempt < 3) return await runLighthouse(url, attempt + 1);
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    const failing = Object.values(audits).filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0 && categories.accessibility?.auditRefs.some((r) => r.id === a.id));
    if (failing.length) console.log(`    ${url}: accessibility audits failing: ${failing.map((a) => a.id).join(', ')}`);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

/** Milliseconds from starting the navigation until the first product name is painted. */
async function timeToFirstProduct(page: Page, url: string): Promise<number> {
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  // Checked on animation frames, which run only once the page can paint (its CSS has arrived).
  await page.waitForFunction(() => !!document.querySelector('main article h3')?.textContent, null, { polling: 'raf', timeout: 60_000 });
  return performance.now() - started;
}

export async function runPageBench(): Promise<void> {
  const port = 3990 + Math.floor(Math.random() * 9);
  const shop = await startShop(port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const [product] = (await (await fetch(`${base}/api/store/products?sort=price-high`)).json()).items as Array<{ id: string }>;
    const pages = { home: '/', products: '/products', 'product page': `/product/${product!.id}`, cart: '/cart' };

    // A server that has just started answers its first pages slowly (code still being compiled),
    // which Lighthouse's simulation would carry into every figure: a few visits first.
    for (let i = 0; i < 5; i++) for (const pathname of Object.values(pages)) await (await fetch(base + pathname)).text();

    console.log(`\nPages: Lighthouse ${ROUNDS}x per page, mobile, simulated slow 4G (median of each figure)`);
    console.log('  targets: performance >= 98, accessibility 100, FCP <= 1.2 s, LCP <= 1.8 s, CLS 0');
    for (const [name, pathname] of Object.entries(pages)) {
      const runs: LighthouseFigures[] = [];
      for (let i = 0; i < ROUNDS; i++) runs.push(await runLighthouse(base + pathname));
      const m = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key]));
      console.log(
        `  ${name.padEnd(13)} performance ${String(m('performance')).padStart(3)}  accessibility ${String(m('accessibility')).padStart(3)}  ` +
          `FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${m('tbt').toFixed(0)} ms  CLS ${m('cls').toFixed(3)}`,
      );
    }

    const proxy = await startThrottleProxy(port, TWO_G);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
    try {
      const cold: number[] = [];
      const repeat: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const url = `http://127.0.0.1:${proxy.port}/products`;
        cold.push(await timeToFirstProduct(page, url));
        // The service worker installs after load and keeps what the next visits fetch.
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await page.reload({ waitUntil: 'networkidle', timeout: 120_000 });
        repeat.push(await timeToFirstProduct(page, url));
        await context.close();
      }
      const show = (values: number[]) => `median ${(median(values) / 1000).toFixed(2)} s (${values.map((v) => (v / 1000).toFixed(2)).join(', ')})`;
      console.log(`\nTime to the first product name on /products over 2G (${TWO_G.downBps / 1000} kbit/s, ${TWO_G.rttMs} ms round trip), ${ROUNDS} runs:`);
      console.log(`  cold cache:                   ${show(cold)}   target < 3 s`);
      console.log(`  repeat, through the worker:   ${show(repeat)}   target < 1 s`);
    } finally {
      await browser.close();
      await proxy.close();
    }
  } finally {
    shop.kill('SIGTERM');
  }
}
