import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminPage } from './helpers.ts';

// The crop guide (docs/product-rules.md 39) on a farmer's phone, in Marathi: he picks his state
// and the day he sowed, and sees the stage his cotton is in today highlighted, with JavaScript
// and without. The sowing day is counted back from today in India, so the test holds on any date:
// cotton 60 days after sowing is flowering (day 51 to 90).
test.use({ viewport: { width: 390, height: 844 } });

const daysAgoInIndia = (days: number) => new Date(Date.now() + 5.5 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function pickAndCheck(page: Page, { axe }: { axe: boolean }) {
  const sown = daysAgoInIndia(60);
  await page.goto('/crops/cotton?lang=mr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('कापूस');
  await page.getByLabel('राज्य').selectOption('Maharashtra');
  await page.getByLabel('पेरणीची तारीख (ऐच्छिक)').fill(sown);
  await page.getByRole('button', { name: 'माझी दिनदर्शिका दाखवा' }).click();
  await expect(page).toHaveURL(new RegExp(`state=Maharashtra.*sown=${sown}`));

  const current = page.locator('li[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('data-stage', 'flowering');
  await expect(current.getByRole('heading', { level: 3 })).toHaveText('फुलोरा');
  await expect(current).toContainText('आज तुमचे पीक येथे आहे');
  await expect(page.getByTestId('crop-now')).toContainText('आज 60वा दिवस, फुलोरा');
  // Maharashtra follows the national window; the picker keeps what he chose.
  await expect(page.getByText('येथे महाराष्ट्रसाठी वेगळा काळ नाही')).toBeVisible();
  await expect(page.getByLabel('राज्य')).toHaveValue('Maharashtra');
  await expect(page.getByRole('heading', { level: 3, name: 'गुलाबी बोंडअळी' })).toBeVisible();
  await expect(page.getByRole('img', { name: /गुलाबी अळ्या/ })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // axe runs in the page's JavaScript: the same page is scanned with it on.
  if (!axe) return;
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page);
}

test('with JavaScript, a farmer picks his state and sowing day and sees his cotton\'s stage today, in Marathi', async ({ page }) => {
  await pickAndCheck(page, { axe: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the picker is a form the server answers: the same stage highlighted, in Marathi', async ({ page }) => {
    await pickAndCheck(page, { axe: false });
  });
});

test('the crop list leads to a crop, and an unknown crop is a 404 page in Hindi', async ({ page }) => {
  await page.goto('/crops?lang=hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('फसल जानकारी');
  await page.getByRole('link', { name: /कपास/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('कपास');
  await expectNoSeriousViolations(page);

  const response = await page.goto('/crops/banana?lang=hi');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('इस फसल की जानकारी हमारे पास नहीं है');
  await expect(page.getByRole('link', { name: 'सभी फसलें देखें' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page);
});

test('the crop pages arrive rendered, with schema.org data and breadcrumbs, and hydrate without a console error', async ({ page, request }) => {
  const html = await (await request.get('/crops/cotton?lang=en')).text();
  expect(html).toContain('<h1 class="mt-1 text-3xl font-bold">Cotton</h1>');
  expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:');
  const [, json] = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html) ?? [];
  const graph = (JSON.parse(json!) as { '@graph': Array<Record<string, any>> })['@graph'];
  expect(graph.map((n) => n['@type'])).toEqual(['WebPage', 'HowTo']);
  expect(graph[0]!.breadcrumb.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Crop guide', 'Cotton']);
  expect(graph[1]!.step).toHaveLength(5);
  expect(await (await request.get('/sitemap-pages.xml')).text()).toMatch(/\/crops\/cotton<\/loc>/);

  const messages: string[] = [];
  page.on('console', (m) => {
    // An unknown crop's 404 and a refused query's 400 are reported by the browser as failed resources: that is the point.
    if ((m.type() === 'error' || m.type() === 'warning') && !/status of (?:404|400)/.test(m.text())) messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  for (const path of ['/crops?lang=mr', `/crops/cotton?lang=hi&state=Punjab&sown=${daysAgoInIndia(60)}`, '/crops/wheat?lang=mr', '/crops/banana?lang=en', '/crops/cotton?sown=not-a-day']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).not.toBeEmpty();
    expect(messages, path).toEqual([]);
  }
  // A refused sowing date: the form again, the field saying why.
  await expect(page.getByLabel('Sown on (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Give a sowing date that is not in the future and at most a year ago.')).toBeVisible();
});

test('an admin corrects a stage\'s Hindi name and days on a phone, and the Hindi crop page shows them', async ({ browser }) => {
  const admin = await adminPage(browser, '/admin/crops');
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.getByLabel('Crop', { exact: true }).selectOption('tomato');
  const harvest = admin.getByRole('region', { name: 'Harvest' });
  const stageName = harvest.getByLabel('Stage name (Hindi)');
  await expect(stageName).toHaveValue('तुड़ाई');
  const fromDay = harvest.getByLabel('From day');
  const days = await fromDay.inputValue();
  await stageName.fill('');
  await fromDay.fill(String(Number(days) + 5));
  await admin.getByRole('button', { name: 'Save crop' }).click();
  await expect(stageName).toHaveAttribute('aria-invalid', 'true');
  await expect(harvest.getByText('A stage starts the day after the one before ends')).toBeVisible();

  await stageName.fill('तुड़ाई (पके फल)');
  await fromDay.fill(days);
  await admin.getByRole('button', { name: 'Save crop' }).click();
  await expect(admin.getByText('The crop is saved.')).toBeVisible();
  await admin.waitForLoadState('networkidle');
  await expectNoSeriousViolations(admin);

  const page = await admin.context().newPage();
  await page.goto('/crops/tomato?lang=hi');
  await expect(page.locator('li[data-stage="harvest"]').getByRole('heading', { level: 3 })).toHaveText('तुड़ाई (पके फल)');
  // Put it back as the guide had it (other specs read this page).
  await stageName.fill('तुड़ाई');
  await admin.getByRole('button', { name: 'Save crop' }).click();
  await expect(admin.getByText('The crop is saved.')).toBeVisible();
});
