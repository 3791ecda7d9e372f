import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gstinCheckCharacter } from '../../src/shared/gst.ts';
import { adminPage, visibleRawKeys } from './helpers.ts';

// Stock locations (docs/product-rules.md 59, docs/decisions/0074): the owner adds a godown in
// Indore, registered in Madhya Pradesh under the shop's own PAN; a GSTIN of another state is
// refused on its field. Then she counts 5 sprayers at Indore from the product's page and sees the
// whole stock grow by as many. The pages on a 390 px phone and in Hindi and Marathi, no raw keys,
// axe finding nothing serious. In the catalogue-changes project (playwright.config.ts): it adds a
// product of its own, and the other specs count the seeded ones.

const SHOTS = '/tmp/locui-shots';
// The shop's business details as gst.spec.ts saves them (the same values: specs share one server).
const BUSINESS = { legalName: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' };
const PAN = 'AAPFU0939F';
/** The shop's GSTIN in the state of `code`, with its check character. */
const gstinIn = (code: string) => `${code}${PAN}1Z${gstinCheckCharacter(`${code}${PAN}1Z`)}`;
// A retried run finds the first attempt's godown: each attempt's has a name of its own.
const GODOWN = `Indore godown ${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
const SPRAYER = {
  name: `Knapsack Sprayer 16 L ${Math.random().toString(36).slice(2, 6)}`, description: 'A 16 litre knapsack sprayer with a brass lance.', pricePaise: 2_450_00, category: 'equipment', hsnCode: '8424', stock: 20, imageUrl: '', features: [], packSize: 1, packUnit: 'piece',
};

// A seed product of its own, its first lot at the principal place; a second lot goes to the godown.
const LOT_SHOTS = '/tmp/lotui-shots';
const daysAgoInIndia = (days: number) => new Date(Date.now() + 5.5 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);
const SEED = {
  name: `Okra Seeds Arka Anamika ${Math.random().toString(36).slice(2, 6)}`, description: 'Open-pollinated okra for kharif sowing.', pricePaise: 220_00, category: 'seeds', hsnCode: '1209', stock: 0, imageUrl: '', features: [],
  seedLabel: { crop: 'Okra', variety: 'Arka Anamika', netQuantity: 250, netUnit: 'g', treated: false, treatment: null, lot: { lotNumber: 'PUNE-01', testedOn: daysAgoInIndia(10), germinationPct: 82, purityPct: 98, validUntil: daysAgoInIndia(-300), stock: 40 } },
  label: { brand: 'Kisan Kavach', makerRole: 'manufacturer', makerName: 'Sahyadri Agro Inputs Pvt Ltd', makerAddress: 'Plot 12, MIDC Ambad, Nashik 422010, Maharashtra', genericName: 'Okra seed', mrpPaise: 300_00, countryOfOrigin: 'India', bestBeforeMonths: null, consumerCare: '1800 233 4455' },
};

async function noSeriousAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}
const noWiderThan = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test("the owner adds a godown in another state under the shop's PAN and counts a product's units there (1280 and 390 px, en/hi/mr)", async ({ browser }) => {
  test.setTimeout(180_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const admin = await adminPage(browser, '/admin/dashboard');
  expect((await admin.request.put('/api/admin/business-settings', { data: BUSINESS })).status()).toBe(200);
  const created = await admin.request.post('/api/admin/products', { data: SPRAYER });
  expect(created.status(), await created.text()).toBe(201);
  const sprayer = (await created.json()) as { id: string };

  // Admin -> Stock locations, from the menu.
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Stock locations' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Stock locations' })).toBeVisible();
  const principal = admin.getByRole('article', { name: BUSINESS.legalName });
  await expect(principal).toContainText('Principal place of business — from Tax & Business');
  await expect(principal).toContainText(BUSINESS.gstin);
  await expect(principal.getByRole('link', { name: 'Open Tax & Business' })).toHaveAttribute('href', '/admin/tax');

  const form = admin.getByRole('region', { name: 'Add a godown' });
  await form.getByLabel(/^Name of the godown/).fill(GODOWN);
  await form.getByLabel(/^Address/).fill('Plot 14, Sector F, Sanwer Road Industrial Area');
  await form.getByLabel(/^City or town/).fill('Indore');
  await form.getByLabel(/^Pincode/).fill('452015');
  await form.getByLabel(/^State/).selectOption({ label: 'Madhya Pradesh' });
  // Maharashtra's registration for a godown in Madhya Pradesh: refused on the GSTIN.
  await form.getByLabel(/^GSTIN in that state/).fill(gstinIn('27'));
  await form.getByLabel(/^Contact person/).fill('Ramesh Patidar');
  await form.getByLabel(/^Contact phone/).fill('98260 11111');
  await form.getByRole('button', { name: 'Add godown' }).click();
  const gstin = form.getByLabel(/^GSTIN in that state/);
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await expect(gstin).toHaveAccessibleDescription(/This GSTIN is registered in another state than the one chosen/);
  await form.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${SHOTS}/refused-en-1280.png`, fullPage: true });
  await noSeriousAxe(admin);

  await gstin.fill(gstinIn('23'));
  await form.getByRole('button', { name: 'Add godown' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `${GODOWN} was added.` })).toBeVisible();
  const card = admin.getByRole('article', { name: GODOWN });
  await expect(card).toContainText('Serving orders');
  await expect(card).toContainText(gstinIn('23'));
  await expect(card).toContainText('Madhya Pradesh');
  await expect(card).toContainText('452015');
  await admin.screenshot({ path: `${SHOTS}/locations-en-1280.png`, fullPage: true });
  await noSeriousAxe(admin);

  // 5 sprayers counted at Indore: the whole stock grows from 20 to 25, the principal place keeps 20.
  await admin.goto(`/admin/products/${sprayer.id}/edit`);
  const section = admin.getByRole('region', { name: 'Stock by location' });
  await expect(section.getByTestId('principal-units')).toHaveText('20');
  await section.getByRole('spinbutton', { name: `Units at ${GODOWN}` }).fill('5');
  await section.getByRole('button', { name: `Save units at ${GODOWN}` }).click();
  await expect(section.getByRole('status')).toHaveText(`${GODOWN} now holds 5. The whole stock is 25.`);
  await expect(section.getByTestId('location-stock-total')).toHaveText('25');
  await expect(section.getByTestId('principal-units')).toHaveText('20');
  expect(((await (await admin.request.get(`/api/admin/products/${sprayer.id}/location-stock`)).json()) as { total: number }).total).toBe(25);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `${SHOTS}/product-section-en-1280.png` });
  await noSeriousAxe(admin);

  // On a phone, in each language: whole on the screen, every text translated.
  await admin.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['en', 'hi', 'mr'] as const) {
    await admin.goto(`/admin/stock-locations?lang=${lang}`);
    await expect(admin.locator('html')).toHaveAttribute('lang', lang);
    await expect(admin.getByRole('article', { name: GODOWN })).toBeVisible();
    await noWiderThan(admin, 390);
    expect(await visibleRawKeys(admin)).toEqual([]);
    await admin.screenshot({ path: `${SHOTS}/locations-${lang}-390.png`, fullPage: true });
    if (lang !== 'en') {
      await admin.setViewportSize({ width: 1280, height: 900 });
      await admin.screenshot({ path: `${SHOTS}/locations-${lang}-1280.png`, fullPage: true });
      await admin.setViewportSize({ width: 390, height: 844 });
    }

    await admin.goto(`/admin/products/${sprayer.id}/edit?lang=${lang}`);
    const place = admin.getByTestId('location-stock-total');
    await expect(place).toHaveText('25');
    await place.scrollIntoViewIfNeeded();
    await noWiderThan(admin, 390);
    expect(await visibleRawKeys(admin)).toEqual([]);
    await admin.locator('section[aria-labelledby="location-stock-title"]').screenshot({ path: `${SHOTS}/product-section-${lang}-390.png` });
    if (lang === 'en') await noSeriousAxe(admin);
  }

  // A seed lot put at the godown from the seed product's page ("Kept at"), then listed there (docs/product-rules.md 59).
  fs.mkdirSync(LOT_SHOTS, { recursive: true });
  const seedCreated = await admin.request.post('/api/admin/products', { data: SEED });
  expect(seedCreated.status(), await seedCreated.text()).toBe(201);
  const seed = (await seedCreated.json()) as { id: string };
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto(`/admin/products/${seed.id}/edit?lang=en`);
  const lots = admin.getByTestId('seed-lots');
  const addLot = lots.locator('form');
  await addLot.getByLabel(/^Lot number/).fill('INDORE-02');
  await addLot.getByLabel(/^Date of test/).fill(daysAgoInIndia(5));
  await addLot.getByLabel(/^Valid until/).fill(daysAgoInIndia(-270));
  await addLot.getByLabel(/^Germination %/).fill('85');
  await addLot.getByLabel(/^Physical purity %/).fill('98.5');
  await addLot.getByLabel(/^Stock/).fill('25');
  const keptAt = addLot.getByLabel(/^Kept at/);
  await expect(keptAt).toHaveValue('');
  await expect(keptAt.locator('option').first()).toHaveText(`${BUSINESS.legalName} (principal place)`);
  await keptAt.selectOption({ label: GODOWN });
  await addLot.getByRole('button', { name: 'Add lot' }).click();
  await expect(addLot.getByRole('status')).toHaveText('Lot INDORE-02 added.');
  await expect(lots.getByRole('row').filter({ hasText: 'INDORE-02' }).getByTestId('lot-place')).toHaveText(`At: ${GODOWN}`);
  await expect(lots.getByRole('row').filter({ hasText: 'PUNE-01' }).getByTestId('lot-place')).toHaveText('At: principal place');
  const seedLots = ((await (await admin.request.get(`/api/admin/products/${seed.id}`)).json()) as { seedLabel: { lots: Array<{ lotNumber: string; locationId: string | null }> } }).seedLabel.lots;
  expect(seedLots.find((l) => l.lotNumber === 'INDORE-02')?.locationId).not.toBeNull();
  await noSeriousAxe(admin);
  await lots.screenshot({ path: `${LOT_SHOTS}/lots-en-1280.png` });

  // The lots list and the form on a phone, in each language; a new seed product's first lot asks too.
  await admin.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['en', 'hi', 'mr'] as const) {
    await admin.goto(`/admin/products/${seed.id}/edit?lang=${lang}`);
    await expect(admin.locator('html')).toHaveAttribute('lang', lang);
    await expect(lots.getByRole('row').filter({ hasText: 'INDORE-02' }).getByTestId('lot-place')).toContainText(GODOWN);
    await expect(addLot.locator('select')).toBeVisible();
    await noWiderThan(admin, 390);
    expect(await visibleRawKeys(admin)).toEqual([]);
    await lots.screenshot({ path: `${LOT_SHOTS}/lots-${lang}-390.png` });
    await admin.goto(`/admin/products/new?lang=${lang}`);
    const firstLot = admin.getByTestId('seed-label-fields').locator('fieldset');
    await expect(firstLot.locator('select')).toContainText(GODOWN);
    await noWiderThan(admin, 390);
    expect(await visibleRawKeys(admin)).toEqual([]);
    await firstLot.screenshot({ path: `${LOT_SHOTS}/first-lot-${lang}-390.png` });
  }
  await admin.context().close();
});
