import { expect, test } from '@playwright/test';
import { addProduct, adminPage, signUpCustomer, uniqueEmail, untilHydrated, visibleRawKeys } from './helpers.ts';

// Kits (docs/product-rules.md 48, docs/decisions/0064): the owner makes a new product a kit of a
// cotton seed packet and two packs of NPK; its page in Hindi lists the parts and what it saves, and
// the cart lists them under its line. A kit of its own, so the other specs' products are untouched.

test('the owner makes a cotton sowing kit; its Hindi page lists its parts and what it saves, and the cart lists them under its line', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Cotton sowing kit ${Math.random().toString(36).slice(2, 6)}`;
  const admin = await adminPage(browser, '/admin/products');
  const id = await addProduct(admin, { name, price: '1100', stock: '0', category: 'Fertilizers', hindiName: 'कपास बुवाई किट' });
  await admin.goto(`/admin/products/${id}/edit`);
  const kit = admin.getByRole('region', { name: 'Kit parts' });
  await expect(kit).toContainText('No parts: this product is no kit.');
  const find = kit.getByLabel('Find a product to add');
  await untilHydrated(find);
  await find.fill('Cotton Seeds');
  await kit.getByRole('button', { name: /^Add Cotton Seeds/ }).click();
  // One part is no kit: refused on its field.
  await kit.getByRole('button', { name: 'Save Kit Parts' }).click();
  await expect(kit.getByText('A kit has at least 2 different parts').first()).toBeVisible();
  await find.fill('NPK 19');
  await kit.getByRole('button', { name: /^Add NPK 19:19:19/ }).click();
  await kit.getByRole('group', { name: 'Part 2' }).getByLabel('How many in one kit').fill('2');
  // ₹880 + 2 × ₹180 = ₹1,240 at retail; the kit at ₹1,100 saves ₹140.
  await expect(kit).toContainText('₹1,240');
  await expect(kit).toContainText('₹140');
  await kit.getByRole('button', { name: 'Save Kit Parts' }).click();
  await expect(kit.getByText('Kit parts saved.')).toBeVisible();

  await signUpCustomer(page, 'Lakshmi Pawar');
  await page.goto(`/product/${id}?lang=hi`);
  const parts = page.getByTestId('kit-parts');
  await expect(parts).toContainText('इस किट में');
  await expect(parts).toContainText('1 × कपास के बीज');
  await expect(parts).toContainText('₹140');
  await expect(parts.getByRole('link', { name: '1 × कपास के बीज' })).toHaveAttribute('href', /\/product\//);
  const toCart = page.getByRole('button', { name: 'कार्ट में डालें' });
  await untilHydrated(toCart);
  await toCart.click();
  // "Added" once the server holds the line: opening the cart before then may find it empty.
  await expect(page.getByRole('button', { name: 'कार्ट में डाल दिया!' })).toBeVisible();
  await page.goto('/cart?lang=hi');
  await expect(page.getByText(/^1 × कपास के बीज/)).toBeVisible();
  expect(await visibleRawKeys(page)).toEqual([]);

  // Ordered, its page lists the parts under the kit, as the invoice does.
  const placed = await page.request.post('/api/store/orders', {
    data: { items: [{ productId: id, quantity: 1 }], shipping: { fullName: 'Lakshmi Pawar', email: uniqueEmail('lakshmi'), phone: '98220 12345', address: 'Gat No. 12, Khed', city: 'Pune', state: 'Maharashtra', pincode: '410501' }, paymentMethod: 'cod' },
  });
  expect(placed.status()).toBe(201);
  await page.goto(`/user/orders/${(await placed.json()).id}?lang=hi`);
  const lines = page.getByRole('listitem').filter({ hasText: 'कपास के बीज' });
  await expect(lines.first()).toContainText('कपास बुवाई किट × 1:');
});
