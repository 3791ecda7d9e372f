import { expect, test } from '@playwright/test';

// Search from every page's header (docs/decisions/0036-search-ranking.md): a farmer on a
// product page in Hindi types a Latin spelling and lands on results with the seed first.

test('from the header of a product page in Hindi, "gehun" lands on the wheat seed first', async ({ page }) => {
  await page.goto('/products?q=sunflower&lang=hi');
  await page.getByRole('link', { name: /सूरजमुखी के बीज/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('सूरजमुखी के बीज');

  const box = page.getByRole('banner').getByLabel('दुकान में खोजें');
  await box.fill('gehun');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=gehun/);
  const names = page.getByRole('heading', { level: 3 });
  await expect(names.first()).toHaveText('प्रीमियम गेहूं के बीज');
  // The out-of-stock harvester, whose description names wheat, comes after it.
  await expect(names).toHaveText(['प्रीमियम गेहूं के बीज', 'कंबाइन हार्वेस्टर']);
  await expect(page.getByLabel('किस क्रम में दिखाएँ')).toHaveValue('relevance');
});

test('at 390 px the header holds the search box, the Login button and the cart in one screen width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['en', 'hi', 'mr']) {
    await page.goto(`/about?lang=${lang}`);
    const header = page.getByRole('banner');
    const search = header.getByRole('search');
    await expect(search).toBeVisible();
    for (const part of [search, header.getByRole('link', { name: /^(Login|लॉगिन)$/ }), header.getByRole('link', { name: /^(Cart|कार्ट)/ })]) {
      await expect(part, lang).toBeVisible();
      // Read in the page, on the element as it is then (hydration may replace it after it was first seen).
      const box = await part.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, width: r.width };
      });
      expect(box.x, lang).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, lang).toBeLessThanOrEqual(390);
    }
  }
});
