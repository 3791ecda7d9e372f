import { expect, test } from '@playwright/test';
import { addProduct, adminPage, untilHydrated } from './helpers.ts';

// The cart the server keeps shows what changed in the shop since a product was added (docs/product-rules.md 11).
// It adds products of its own, so it runs after the specs that count the seeded ones (playwright.config.ts).

test('a cart kept since an earlier visit shows changed prices and blocks checkout for products sold out since', async ({ page, browser }) => {
  const admin = await adminPage(browser, '/admin/products');
  const suffix = Math.random().toString(36).slice(2, 8);
  const kit = { name: `Soil Testing Kit ${suffix}`, price: '2000', stock: '10', category: 'Fertilizers' };
  const hoe = { name: `Hand Hoe ${suffix}`, price: '300', stock: '10', category: 'Fertilizers' };
  const kitId = await addProduct(admin, kit);
  const hoeId = await addProduct(admin, hoe);

  // An earlier visit put both in this visitor's cart (the server keeps it by cookie).
  for (const name of [kit.name, hoe.name]) {
    await page.goto(`/products?q=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name: `View Details: ${name}` }).click();
    // Tapped once React owns the button, as a farmer's tap after the page came alive.
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await untilHydrated(add);
    await add.click();
    await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();
  }
  // Since then the kit's price went up and the hoe sold out.
  const edit = async (id: string, name: string, field: RegExp, value: string) => {
    await admin.goto(`/admin/products/${id}/edit`);
    await admin.getByLabel(field).fill(value);
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.getByText(`${name} was saved. The shop shows the change now.`)).toBeVisible();
  };
  await edit(kitId, kit.name, /^Price/, '2500');
  await edit(hoeId, hoe.name, /^Stock/, '0');

  await page.goto('/cart');
  await expect(page.getByText(`The price of ${kit.name} changed from ₹2,000 to ₹2,500 since you added it. Your cart shows the new price.`)).toBeVisible();
  await expect(page.getByTestId('cart-unavailable')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);
  await page.getByRole('button', { name: `Remove ${hoe.name} from cart` }).click();
  // ₹2,500 and 5% GST.
  await expect(page.getByTestId('total-amount')).toHaveText('₹2,625');
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  // The change reached the server: a reload shows the same cart.
  await page.reload();
  await expect(page.getByTestId('cart-quantity')).toHaveCount(1);
});
