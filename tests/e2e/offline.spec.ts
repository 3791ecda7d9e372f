import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Over a connection that drops, what the farmer has seen stays usable (public/sw.js, issue 13).
test('offline, the catalogue and a product seen before and the cart still open, with a notice', async ({ page, context }) => {
  await page.goto('/products');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Now through the service worker: the catalogue page, a product and its data are kept.
  await page.reload();
  await page.getByRole('link', { name: 'View Details: Premium Wheat Seeds' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Wheat Seeds');
  await page.getByRole('button', { name: /Add to Cart/ }).click();
  // The server has it (the cart is the server's; the phone keeps a copy for offline).
  await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByRole('status')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Wheat Seeds');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 3, name: 'Premium Wheat Seeds' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Cart/);
  await expect(page.getByRole('link', { name: 'Premium Wheat Seeds' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'placing an order needs a connection' })).toBeVisible();

  await context.setOffline(false);
});

test("a new release's service worker installs and takes over by itself", async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  // A release: `npm run build` stamps the worker with the new release's hash (vite.config.ts).
  const worker = path.resolve('dist/client/sw.js');
  const released = fs.readFileSync(worker, 'utf8');
  expect(released).toMatch(/const RELEASE = '[0-9a-f]{16}';/);
  try {
    fs.writeFileSync(worker, released.replace(/const RELEASE = '[0-9a-f]{16}';/, "const RELEASE = 'next-release';"));
    // The browser's own check, which it also makes on navigations; then the new worker must be
    // the one in charge of the page.
    // Taken over means the page changed controller and the new worker finished activating: a
    // navigation sent while it is still activating can hang (seen in Chromium on a loaded machine).
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const state = window as unknown as { tookOver?: boolean };
      navigator.serviceWorker.addEventListener('controllerchange', () => (state.tookOver = true), { once: true });
      await registration.update();
    });
    await page.waitForFunction(
      async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const controller = navigator.serviceWorker.controller;
        return (
          (window as unknown as { tookOver?: boolean }).tookOver === true &&
          !!registration &&
          !registration.installing &&
          !registration.waiting &&
          controller?.state === 'activated' &&
          registration.active?.state === 'activated'
        );
      },
      null,
      { timeout: 45_000, polling: 250 },
    );
  } finally {
    fs.writeFileSync(worker, released);
  }
  // Still a working page under the new worker.
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
});
