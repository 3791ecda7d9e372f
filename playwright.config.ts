import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './tests/e2e/e2e-admin.ts';
import { E2E_RAZORPAY } from './tests/e2e/razorpay.ts';

// The real server on its own fresh SQLite database, serving the built client (npm run build first;
// scripts/start.mjs builds whatever is missing or stale).
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-e2e-'));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATALOGUE_CHANGES = [/admin\.spec\.ts$/, /cart-changes\.spec\.ts$/, /vendor-marketplace\.spec\.ts$/, /gst\.spec\.ts$/, /returns\.spec\.ts$/, /phone-staff\.spec\.ts$/, /product-uses-admin\.spec\.ts$/, /offers\.spec\.ts$/, /kits\.spec\.ts$/, /stock-locations\.spec\.ts$/, /packing\.spec\.ts$/, /eway-bill\.spec\.ts$/];
// The Razorpay stand-in (tests/support/razorpay-stand-in.ts) on the next port, with the keys the
// specs save in Payment Settings (tests/e2e/razorpay.ts). The shop reaches it as localhost and
// the shop itself is 127.0.0.1: two sites, as the shop and Razorpay are in real life.
const gatewayPort = port + 1;
const gatewayUrl = `http://localhost:${gatewayPort}`;


export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI === 'true' ? 1 : 0,
  reporter: [['list']],
  // Whole journeys (sign-up, checkout, a PDF) on a shared 2-core machine took 20-46 s here.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // As a phone set to less motion: a colour is read where it settles, not mid-transition (axe
    // once read a button's white text on the grey it was leaving as too faint).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: CATALOGUE_CHANGES },
    // Specs that add products run after the others, which count the 15 seeded products; so do those
    // that set the shop's legal name (its invoices then name it in Latin letters on Hindi and
    // Marathi pages, which latin-words.spec.ts reads).
    { name: 'catalogue changes', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: CATALOGUE_CHANGES, dependencies: ['chromium'] },
  ],
  webServer: [
    {
      // The compiled server in one Node process, as npm start runs it (without its memory flag);
      // it compiles the server first when dist/server is missing or older than the sources.
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // The admin account comes from the start-up bootstrap, as in production; online payments go to the stand-in.
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every spec signs its farmers up from this one address.
        SIGNUP_RATE_LIMIT: '500',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // The shop's address as the browser reaches it: the gateway returns the buyer there (not to localhost, where the session cookie is not).
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PAYMENT_GATEWAY_URL: gatewayUrl,
        PAYMENT_CHECKOUT_URL: `${gatewayUrl}/v1/checkout.js`,
      },
    },
    {
      command: 'node_modules/.bin/tsx tests/support/razorpay-stand-in.main.ts',
      url: `http://127.0.0.1:${gatewayPort}/v1/checkout.js`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        RAZORPAY_STANDIN_PORT: String(gatewayPort),
        RAZORPAY_STANDIN_KEY_ID: E2E_RAZORPAY.keyId,
        RAZORPAY_STANDIN_KEY_SECRET: E2E_RAZORPAY.keySecret,
        RAZORPAY_STANDIN_WEBHOOK_SECRET: E2E_RAZORPAY.webhookSecret,
        RAZORPAY_STANDIN_WEBHOOK_URL: `http://127.0.0.1:${port}/api/payments/razorpay/webhook`,
      },
    },
  ],
});
