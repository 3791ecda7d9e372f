import { expect, test } from '@playwright/test';
import { addProduct, adminPage, signUpCustomer, untilHydrated, uniqueEmail } from './helpers.ts';

test('kit order page', async ({ page, browser }) => {
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
  await signUpCustomer(page, 'Lakshmi Pawar');
  const products = await (await page.request.get(`/api/store/products?q=${encodeURIComponent('Cotton Seeds')}`)).json();
  const cotton = products.items.find((p: { name: string }) => p.name === 'Cotton Seeds').id as string;
  const res = await page.request.post('/api/store/orders', { data: { items: [{ productId: id, quantity: 1 }, { productId: cotton, quantity: 1 }], shipping: { fullName: 'Lakshmi Pawar', email: uniqueEmail('l'), phone: '98220 12345', address: 'Gat No. 12, Khed', city: 'Pune', state: 'Maharashtra', pincode: '410501' }, paymentMethod: 'cod' } });
  expect(res.status()).toBe(201);
  const order = await res.json();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['mr', 'en']) {
    await page.goto(`/user/orders/${order.id}?lang=${lang}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shot-kitorder-${lang}.png`, fullPage: false });
  }
});
