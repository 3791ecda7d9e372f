import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './helpers.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('Delivery settings on a 390 px phone in Marathi: no scroll box, no cut Remove, 44 px cash switches', async ({ page }) => {
  await signInAsAdmin(page, '/admin/delivery');
  await page.goto('/admin/delivery?lang=mr');
  const rows = page.getByTestId('delivery-area');
  // A new shop serves every state and union territory (docs/product-rules.md 29).
  await expect(rows).toHaveCount(36);
  await expect(rows.first().getByRole('button', { name: /काढा/ })).toBeVisible();

  // The list is part of the page: no element of it scrolls on its own.
  const list = page.getByRole('list', { name: 'डिलिव्हरीची क्षेत्रे' });
  expect(await list.evaluate((el) => { const s = getComputedStyle(el); return s.overflowY === 'visible' && s.maxHeight === 'none'; })).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  for (const row of await rows.all()) {
    const remove = row.getByRole('button');
    // Its whole word shows: nothing of it is cut off, and it is within the screen.
    expect(await remove.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const box = (await remove.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // The cash switch is a 44 px high target (its label), the box itself at least 24 px.
    const checkbox = row.getByRole('checkbox');
    const target = (await row.locator('label').boundingBox())!;
    expect(target.height).toBeGreaterThanOrEqual(44);
    expect(target.x + target.width).toBeLessThanOrEqual(PHONE.width);
    expect((await checkbox.boundingBox())!.width).toBeGreaterThanOrEqual(24);
  }
  // A tap on the label's text switches cash for that area.
  const first = rows.first();
  await expect(first.getByRole('checkbox')).toBeChecked();
  await first.locator('label').getByText('कॅश ऑन डिलिव्हरी').tap();
  await expect(first.getByRole('checkbox')).not.toBeChecked();
});
