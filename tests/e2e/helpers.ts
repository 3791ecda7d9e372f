import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from './e2e-admin.ts';
import { E2E_RAZORPAY } from './razorpay.ts';

/**
 * Waits until React has taken `target` over (hydration). Before that a server-rendered button
 * posts its form without JavaScript (docs/decisions/0018): Add to Cart then opens the cart, and
 * the "Added to Cart!" a test waits for never shows. `networkidle` does not tell: the page's
 * chunks may have arrived while React is still hydrating. React marks the DOM nodes it owns with
 * its own `__reactProps$...` key, which this reads.
 */
export async function untilHydrated(target: Locator): Promise<void> {
  await expect.poll(() => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), { timeout: 30_000 }).toBe(true);
}

export const uniqueEmail = (prefix: string) => `${prefix}.${Math.random().toString(36).slice(2, 10)}@example.in`;

/** Fills and sends the customer sign-up form from wherever the page is; waits for nothing. */
export async function fillCustomerSignUp(page: Page, { name, email = uniqueEmail('buyer'), password = 'kharif-harvest-2026' }: { name: string; email?: string; password?: string }) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('98220 12345');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  return email;
}

/** A new customer account, signed in, on its dashboard. */
export async function signUpCustomer(page: Page, name: string, email?: string) {
  await page.goto('/user/register');
  const used = await fillCustomerSignUp(page, { name, email });
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  return used;
}

/** Signs the e2e admin in through /admin/login and lands on the given admin page. */
export async function signInAsAdmin(page: Page, path = '/admin/dashboard') {
  await page.goto(`/admin/login?returnTo=${encodeURIComponent(path)}`);
  await page.getByLabel(/^Email/).fill(E2E_ADMIN.email);
  await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** The shop owner approves the vendor on the admin's Vendors page, in a browser of their own. */
export async function approveAsAdmin(browser: Browser, businessName: string) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAsAdmin(admin, '/admin/vendors');
  await admin.getByRole('button', { name: `Approve ${businessName}` }).click();
  await expect(admin.getByText(`${businessName} was approved.`)).toBeVisible();
  await context.close();
}

/** A new vendor signs up through /vendor/register and lands on its dashboard; returns the email. */
export async function signUpVendor(page: Page, businessName: string, email = uniqueEmail('vendor')) {
  await page.goto('/vendor/register');
  await page.getByLabel('Business Name').fill(businessName);
  await page.getByLabel('Owner Name').fill('Anil Deshmukh');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('+91 98230 11111');
  await page.getByLabel('Business Address').fill('Station Road, Akola, Maharashtra');
  await page.getByLabel('GST Number (optional)').fill('27AAPFU0939F1ZV');
  await page.getByLabel(/^Password/).fill('kharif-seeds-2026');
  await page.getByLabel('Confirm Password').fill('kharif-seeds-2026');
  await page.getByRole('button', { name: 'Register as Vendor' }).click();
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  return email;
}

/**
 * Switches online payment on in Payment Settings (the admin is on that page), with the keys and
 * webhook secret of the Razorpay stand-in the run starts (playwright.config.ts). Tests share one
 * server: every caller saves these same values and nobody switches a method off.
 */
export async function saveGatewaySettings(admin: Page) {
  const gateway = admin.getByRole('region', { name: 'Payment Gateway' });
  await gateway.getByLabel(/^Key ID/).fill(E2E_RAZORPAY.keyId);
  await gateway.getByLabel(/^Key Secret/).fill(E2E_RAZORPAY.keySecret);
  await gateway.getByLabel(/^Webhook Secret/).fill(E2E_RAZORPAY.webhookSecret);
  await gateway.getByLabel(/^Active: offer online payment/).check();
  await gateway.getByRole('button', { name: 'Save Gateway Settings' }).click();
  await expect(gateway.getByText('Payment gateway settings saved.')).toBeVisible();
}

/** An admin page in a browser context of its own. */
export async function adminPage(browser: Browser, path: string) {
  const page = await (await browser.newContext()).newPage();
  await signInAsAdmin(page, path);
  return page;
}

/**
 * Fills a packaged product's label in the product form (docs/product-rules.md 38): a maker, its
 * address and consumer care, the generic name, MRP `mrp` rupees, India, and (not for a seed,
 * whose lot gives it) a best-before of 24 months.
 */
export async function fillPackLabel(page: Page, { mrp, genericName, seed = false }: { mrp: string; genericName: string; seed?: boolean }) {
  const label = page.getByTestId('product-label-fields');
  await label.getByLabel(/^Brand/).fill('Kisan Kavach');
  await label.getByLabel(/^Common or generic name/).fill(genericName);
  await label.getByLabel(/^MRP/).fill(mrp);
  if (!seed) await label.getByLabel(/^Best before/).fill('24');
  await label.getByLabel(/^Named on the pack as/).selectOption('manufacturer');
  await label.getByLabel(/^Name of manufacturer/).fill('Sahyadri Agro Inputs Pvt Ltd');
  await label.getByLabel(/^Full address/).fill('Plot 12, MIDC Ambad, Nashik 422010, Maharashtra');
  await label.getByLabel(/^Country of origin/).fill('India');
  await label.getByLabel(/^Consumer care/).fill('1800 233 4455, care@sahyadri-agro.example');
}

/**
 * Adds a product through Manage Products, with a Hindi name if given; returns its id (from the
 * edit link). The English fields come first; each other language's are in a group of their own.
 */
export async function addProduct(admin: Page, product: { name: string; price: string; stock: string; category: string; hindiName?: string }) {
  await admin.goto('/admin/products');
  await admin.getByRole('link', { name: 'Add Product' }).click();
  await admin.getByLabel(/^Name/).first().fill(product.name);
  await admin.getByLabel(/^Description/).first().fill('Cold-pressed neem cake, a slow-release organic fertilizer for kharif crops.');
  if (product.hindiName) await admin.getByRole('group', { name: 'In हिन्दी' }).getByLabel('Name').fill(product.hindiName);
  await admin.getByLabel(/^Price/).fill(product.price);
  await admin.getByLabel(/^Category/).selectOption({ label: product.category });
  // Fertilisers (HSN 3105, 5%).
  await admin.getByLabel(/^HSN code/).selectOption('3105');
  await admin.getByLabel(/^Stock/).fill(product.stock);
  // The pack (issue 17): the forms require it for everything but a seed.
  await admin.getByLabel(/^Pack size/).fill('1');
  await admin.getByLabel(/^Pack unit/).selectOption('kg');
  await admin.getByLabel(/^Key features/).first().fill('Improves soil health\nRepels soil pests');
  // A fertiliser is sold in a sealed pack: its label, the MRP half as much again as the price.
  await fillPackLabel(admin, { mrp: String(Math.ceil(Number(product.price) * 1.5)), genericName: 'Neem cake (organic manure)' });
  await admin.getByRole('button', { name: 'Add Product' }).click();
  await expect(admin.getByText(`${product.name} was added. It is in the shop now.`)).toBeVisible();
  const edit = admin.getByRole('link', { name: `Edit ${product.name}` });
  const href = await edit.getAttribute('href');
  const id = /\/admin\/products\/([^/]+)\/edit/.exec(href ?? '')?.[1];
  expect(id).toBeTruthy();
  return id!;
}

/**
 * Every key of the English catalogue (src/client/i18n/locales/en), as `t` would answer it when the
 * namespace's texts are missing: the key itself, plural suffixes dropped.
 */
function catalogueKeys(): Set<string> {
  const dir = path.resolve('src/client/i18n/locales/en');
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return void keys.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
    for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
  };
  for (const file of fs.readdirSync(dir)) if (file.endsWith('.json')) walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), '');
  return keys;
}
let keys: Set<string> | undefined;

/**
 * What the page shows that is a translation key rather than a text (a namespace that had not
 * loaded in the page's language): any visible text, label or placeholder that is exactly a key of
 * the catalogue, or looks like one ("user.tabs.orders").
 */
export async function visibleRawKeys(page: Page): Promise<string[]> {
  keys ??= catalogueKeys();
  const shown: string[] = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility() || parent.closest('script, style, noscript')) continue;
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
  const keyLike = /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/;
  return [...new Set(shown.filter((text) => keys!.has(text) || keyLike.test(text)))];
}

type Texts = Record<string, unknown>;
const hindiCatalogues = new Map<string, Texts>();
/** The Hindi text at `key` ("checkout:fields.pincode"; "common" when no namespace), with {{placeholders}} filled in. */
export function hi(key: string, values: Record<string, string> = {}): string {
  const [ns, dotted] = (key.includes(':') ? key.split(':') : ['common', key]) as [string, string];
  if (!hindiCatalogues.has(ns)) hindiCatalogues.set(ns, JSON.parse(fs.readFileSync(path.join('src/client/i18n/locales/hi', `${ns}.json`), 'utf8')) as Texts);
  const text = dotted.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], hindiCatalogues.get(ns));
  if (typeof text !== 'string') throw new Error(`no Hindi text at ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? `{{${name}}}`);
}
/** A field's label: the text, then perhaps the required mark. */
export const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
