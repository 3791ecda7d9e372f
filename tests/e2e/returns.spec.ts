import { expect, test } from '@playwright/test';
import { adminPage, signUpCustomer, uniqueEmail } from './helpers.ts';

// Issue 16 in the browser: a farmer checks delivery to the village, orders seeds, follows the order
// on its timeline and returns an unopened pack within 14 days; the owner approves, receives the
// goods and records the bank refund, and the farmer sees each step.

test('check delivery, then an order delivered, returned and refunded: the farmer and the owner each see every step', async ({ browser, page }) => {
  const products = (await (await page.request.get('/api/store/products?category=seeds&pageSize=50')).json()).items as Array<{ id: string; name: string }>;
  const seeds = products.find((p) => p.name === 'Vegetable Seeds Mix')!;

  // "Check delivery" on the product page: the place, the date, cash on delivery.
  await page.goto(`/product/${seeds.id}`);
  await expect(page.getByTestId('seed-label')).toContainText('Lot number');
  // The server-rendered button works once the page's scripts have taken it over (hydration).
  await page.waitForLoadState('networkidle');
  await page.getByTestId('check-delivery').click();
  await page.getByLabel('Your pincode').fill('410501');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText(/Delivers to .*Maharashtra/)).toBeVisible();
  await expect(page.getByText(/^Delivery by /)).toBeVisible();
  await expect(page.getByText('Cash on delivery available')).toBeVisible();

  await signUpCustomer(page, 'Savita Pawar');
  const res = await page.request.post('/api/store/orders', {
    data: {
      items: [{ productId: seeds.id, quantity: 2 }],
      shipping: { fullName: 'Savita Pawar', email: uniqueEmail('savita'), phone: '98220 12345', address: 'Gat No. 4, Manchar', city: 'Pune', state: 'Maharashtra', pincode: '410503' },
      paymentMethod: 'cod',
    },
  });
  expect(res.status()).toBe(201);
  const orderId = (await res.json()).id as string;

  // The owner ships it with its tracking number, marks it delivered and the cash collected.
  const admin = await adminPage(browser, `/admin/orders/${orderId}`);
  // The owner confirms each step (delivered, cash collected, approve, received, refund).
  admin.on('dialog', (dialog) => void dialog.accept());
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Shipped' });
  await admin.getByRole('textbox', { name: 'Carrier' }).fill('India Post');
  await admin.getByRole('textbox', { name: 'Tracking number' }).fill('EK987654321IN');
  await admin.getByRole('button', { name: 'Update Status' }).click();
  await expect(admin.getByText('Status updated to Shipped.')).toBeVisible();
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Delivered' });
  await admin.getByRole('button', { name: 'Update Status' }).click();
  await expect(admin.getByText('Status updated to Delivered.')).toBeVisible();
  await admin.getByRole('button', { name: 'Mark cash collected' }).click();
  await expect(admin.getByText('Cash collected', { exact: true }).first()).toBeVisible();

  // The farmer's order page: the timeline, then the return form.
  await page.goto(`/user/orders/${orderId}`);
  await expect(page.getByTestId('order-timeline')).toContainText('EK987654321IN');
  await expect(page.getByTestId('order-timeline')).toContainText('Delivered');
  await page.getByRole('button', { name: 'Return items' }).click();
  await page.getByRole('button', { name: 'Ask for the return' }).click();
  await expect(page.getByText('Please choose at least one item to return')).toBeVisible();
  await page.getByRole('button', { name: 'One more of Vegetable Seeds Mix' }).click();
  const opened = page.getByRole('group', { name: 'Was this seed pack opened?' });
  await opened.getByLabel('Yes').check();
  await expect(page.getByText('Opened seed packs may not be returned')).toBeVisible();
  await opened.getByLabel('No').check();
  await page.getByLabel('Damaged or defective').check();
  await page.getByLabel(/^Account holder name/).fill('Savita Pawar');
  await page.getByLabel(/^Account number/).fill('30123456789012');
  await page.getByLabel(/^IFSC code/).fill('SBIN0001234');
  await page.getByRole('button', { name: 'Ask for the return' }).click();
  await expect(page.getByTestId('return-status')).toHaveText('Requested');

  // The owner approves it, receives the pack and records the bank refund.
  await admin.reload();
  const returns = admin.getByTestId('admin-return');
  await expect(returns).toContainText('Seed pack unopened');
  await returns.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Return approved. The customer was e-mailed.')).toBeVisible();
  await returns.getByRole('button', { name: 'Mark goods received' }).click();
  await expect(admin.getByText('Goods received: stock updated, credit note issued, refund started.')).toBeVisible();
  await expect(returns).toContainText('Credit notes:');
  await returns.getByLabel('Bank reference (UTR)').fill('SBIN126000123456');
  await returns.getByRole('button', { name: 'Record the refund' }).click();
  await expect(admin.getByText('Bank refund recorded.')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('return-status')).toHaveText('Refunded');
  await admin.context().close();
});
