import { expect, test } from '@playwright/test';
import { addProduct, adminPage, signUpCustomer, untilHydrated } from './helpers.ts';

test('shots', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const name = `Cotton sowing kit ${Math.random().toString(36).slice(2, 6)}`;
  const admin = await adminPage(browser, '/admin/products');
  const id = await addProduct(admin, { name, price: '1100', stock: '0', category: 'Fertilizers', hindiName: 'कपास बुवाई किट' });
  await admin.goto(`/admin/products/${id}/edit`);
  const kit = admin.getByRole('region', { name: 'Kit parts' });
  const find = kit.getByLabel('Find a product to add');
  await untilHydrated(find);
  await find.fill('Cotton Seeds');
  await kit.getByRole('button', { name: /^Add Cotton Seeds/ }).click();
  await find.fill('NPK 19');
  await kit.getByRole('button', { name: /^Add NPK 19:19:19/ }).click();
  await kit.getByRole('group', { name: 'Part 2' }).getByLabel('How many in one kit').fill('2');
  await kit.getByRole('button', { name: 'Save Kit Parts' }).click();
  await expect(kit.getByText('Kit parts saved.')).toBeVisible();
  await admin.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['hi', 'mr']) {
    await admin.goto(`/admin/products/${id}/edit?lang=${lang}`);
    await admin.waitForLoadState('networkidle');
    await admin.waitForTimeout(800);
    const region = admin.locator('section').filter({ has: admin.locator('input[type=search], input[role=combobox]') }).last();
    await region.scrollIntoViewIfNeeded().catch(() => undefined);
    await admin.screenshot({ path: `/tmp/shot-kitparts-${lang}.png`, fullPage: true });
    await admin.goto(`/admin/offers?lang=${lang}`);
    await admin.waitForLoadState('networkidle');
    await admin.waitForTimeout(800);
    await admin.screenshot({ path: `/tmp/shot-offers-${lang}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpCustomer(page, 'Lakshmi Pawar');
  for (const lang of ['mr', 'hi']) {
    await page.goto(`/product/${id}?lang=${lang}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shot-kitpage-${lang}.png`, fullPage: true });
  }
  const toCart = page.getByRole('button', { name: 'कार्ट में डालें' });
  await untilHydrated(toCart);
  await toCart.click();
  await page.waitForTimeout(800);
  await page.goto('/cart?lang=mr');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-kitcart-mr.png`, fullPage: true });
});
