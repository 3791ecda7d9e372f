import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin, signUpVendor, uniqueEmail } from './helpers.ts';

/**
 * The vendor portal and the admin area on a 390 px phone (issue 17): every table is cards, every
 * control of the page's main content is within the screen (nothing to scroll sideways to), an
 * Edit opens without sideways scrolling, and a save takes the person to its message.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** Nothing in the page's main content is past the phone's right edge (or cut at its left), and the page is no wider than the phone. */
async function expectFitsPhone(page: Page, where: string) {
  const main = page.getByRole('main');
  await expect(main.getByText('Loading...')).toHaveCount(0);
  const controls = main.locator('a, button, select, input, textarea, summary');
  const outside: string[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    // Not shown (a closed form, a hidden label's input): nothing to reach.
    if (!box || box.width === 0 || box.height === 0) continue;
    if (box.x < 0 || box.x + box.width > PHONE.width) outside.push(`${await describe(control)} at ${Math.round(box.x)}-${Math.round(box.x + box.width)}`);
  }
  expect(outside, `${where}: controls outside the 390 px screen`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where}: page width`).toBeLessThanOrEqual(PHONE.width);
}

async function describe(control: Locator) {
  return control.evaluate((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
}

async function expectNoSeriousAxe(page: Page, where: string) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${where}: ${v.id}`)).toEqual([]);
}

/** Clicks a control the person can already see, and checks the page did not scroll sideways for it. */
async function clickInPlace(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await control.click();
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
}

/** A customer, in a context of their own, orders two of the product by cash on delivery (through the API: the checkout is not what is tested here). */
async function orderAsCustomer(browser: Browser, productId: string): Promise<string> {
  const context = await browser.newContext();
  const email = uniqueEmail('phone.buyer');
  const registered = await context.request.post('/api/auth/register', {
    data: { name: 'Sunita Pawar', email, phone: '98220 12345', password: 'rabi-harvest-2026', confirmPassword: 'rabi-harvest-2026' },
  });
  expect(registered.status()).toBe(201);
  const placed = await context.request.post('/api/store/orders', {
    headers: { 'Idempotency-Key': `phone-staff-${Math.random().toString(36).slice(2, 12)}` },
    data: {
      items: [{ productId, quantity: 2 }],
      shipping: { fullName: 'Sunita Pawar', email, phone: '98220 12345', address: 'At post Wadgaon, Taluka Shirur', city: 'Pune', state: 'Maharashtra', pincode: '412210' },
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const { number } = (await placed.json()) as { number: string };
  await context.close();
  return number;
}

/** Fills the product form with a hand tool (HSN 8201, no licence needed) of the given name. */
async function fillTool(page: Page, name: string) {
  await page.getByLabel(/^Name/).first().fill(name);
  await page.getByLabel(/^Description/).first().fill('A forged steel hand hoe with a seasoned wooden handle, for weeding between rows.');
  await page.getByLabel(/^Price/).fill('349');
  await page.getByLabel(/^Category/).selectOption({ label: 'Tools' });
  await page.getByLabel(/^HSN code/).selectOption('8201');
  await page.getByLabel(/^Stock/).fill('40');
  await page.getByLabel(/^Pack size/).fill('1');
  await page.getByLabel(/^Pack unit/).selectOption('piece');
  await page.getByLabel(/^Key features/).first().fill('Forged steel blade\nSeasoned wooden handle');
}

test('the admin menu is a full-width list behind "Menu" on a phone, and closes when a section is chosen', async ({ page }) => {
  await signInAsAdmin(page, '/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  // Closed, it names the open section.
  const menu = nav.locator('summary');
  await expect(menu).toBeVisible();
  await expect(menu).toContainText('Menu');
  await expect(menu).toContainText('Dashboard');
  await expect(nav.getByRole('link', { name: 'Manage Orders' })).toBeHidden();
  await menu.click();
  const names = ['Dashboard', 'Call-backs', 'Manage Users', 'Manage Products', 'Manage Orders', 'Payment Settings', 'Tax & Business', 'Delivery', 'GST Report', 'Vendors', 'Messages', 'E-mail & SMS', 'Coupons', 'Offers', 'Label claims', 'Reviews', 'Back to Shop'];
  for (const name of names) {
    const link = nav.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    // Whole words on the screen: not cut at the edge, not clipped inside the link.
    const box = (await link.boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
    expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth), name).toBe(true);
  }
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: test.info().outputPath('admin-menu-open.png') });
  await nav.getByRole('link', { name: 'Manage Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(nav.getByRole('link', { name: 'Manage Orders' })).toBeHidden();
  await expect(menu).toContainText('Manage Orders');
});

test('on a phone a vendor and the admin reach every table action without scrolling sideways, and see each save\'s message', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const business = `Pawar Agro Tools ${tag}`;
  const product = `Forged Hand Hoe ${tag}`;

  // The vendor signs up on the phone; the owner approves it on the phone (Vendors: cards).
  await signUpVendor(page, business);
  const adminContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, '/admin/vendors?status=pending');
  await expectFitsPhone(admin, 'admin vendors');
  await clickInPlace(admin, admin.getByRole('button', { name: `Approve ${business}` }));
  await expect(admin.getByText(`${business} was approved.`)).toBeInViewport();

  // The dashboard's tabs fit the screen.
  await page.reload();
  for (const name of ['Overview', 'Products', 'Orders', 'Settings']) {
    const box = (await page.getByRole('tab', { name }).boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
  }

  // Add Product: the form is long, its button at the bottom; the message is in view after the save, with the focus.
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await fillTool(page, product);
  // A photo from the phone's camera, with its GPS position (the shop keeps neither).
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#6b8e23' } })
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Product photo').setInputFiles({ name: 'IMG_20261125_hoe.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Photo uploaded. Save the product to show it in the shop.')).toBeVisible();
  await expect(page.getByRole('img', { name: "The product's photo" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('vendor-photo.png'), fullPage: true });
  await page.getByLabel('Publish in the shop').check();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const added = page.getByText(`${product} was added.`);
  await expect(added).toBeInViewport();
  await expect(added).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('vendor-added.png') });
  // The shop shows the photo: the server's WebP copy, without the camera's metadata.
  const shopProduct = ((await (await page.request.get(`/api/store/products?q=${encodeURIComponent(product)}`)).json()) as { items: Array<{ imageUrl: string | null }> }).items[0]!;
  expect(shopProduct.imageUrl).toMatch(/^\/media\/products\/[0-9a-f]{32}-800\.webp$/);
  const served = await page.request.get(shopProduct.imageUrl!);
  expect(served.headers()['content-type']).toBe('image/webp');
  const meta = await sharp(await served.body()).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.width).toBe(800);

  // The listings are cards: Edit, Delete and the stock's Update are on the screen.
  const row = page.getByRole('row', { name: new RegExp(product) });
  await expect(row.getByTestId('listing-state')).toHaveText('In shop');
  await expectFitsPhone(page, 'vendor products');
  await expectNoSeriousAxe(page, 'vendor products');
  await page.screenshot({ path: test.info().outputPath('vendor-products.png'), fullPage: true });

  // A field with an error, focused by the form, comes out from under the sticky header: the Name
  // box is scrolled behind the header, then Enter in Price sends the form from where it is.
  await clickInPlace(page, row.getByRole('button', { name: `Edit ${product}` }));
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  const name = page.getByLabel(/^Name/).first();
  await name.fill('');
  await name.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 10));
  await page.getByLabel(/^Price/).press('Enter');
  await expect(name).toBeFocused();
  const header = (await page.getByRole('banner').boundingBox())!;
  expect((await name.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);

  // Save: back at the list, the message in view.
  await name.fill(product);
  await page.getByLabel(/^Price/).fill('399');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const saved = page.getByText(`${product} was saved.`);
  await expect(saved).toBeInViewport();
  await expect(saved).toBeFocused();
  await expect(row).toContainText('₹399');

  // The stock's own Update, from a card.
  await row.getByLabel(`Stock of ${product}`, { exact: true }).fill('30');
  await clickInPlace(page, row.getByRole('button', { name: `Update stock of ${product}` }));
  await expect(page.getByText(`Stock of ${product} is now 30.`)).toBeInViewport();

  // A customer orders it; the vendor's order lines are cards with View in reach.
  const listed = await page.request.get(`/api/vendor/products?q=${encodeURIComponent(product)}`);
  const productId = ((await listed.json()) as { items: Array<{ id: string }> }).items[0]!.id;
  const orderNumber = await orderAsCustomer(browser, productId);
  await page.getByRole('tab', { name: 'Orders' }).click();
  const line = page.getByRole('row', { name: new RegExp(product) });
  await expect(line).toContainText(orderNumber);
  await expectFitsPhone(page, 'vendor orders');
  await expectNoSeriousAxe(page, 'vendor orders');
  await page.screenshot({ path: test.info().outputPath('vendor-orders.png'), fullPage: true });
  await clickInPlace(page, line.getByRole('button', { name: `View order ${orderNumber}` }));
  const details = page.getByTestId('vendor-order-details');
  await expect(details.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expectFitsPhone(page, 'vendor order details');

  // Settings: the business profile's message after Save.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expectFitsPhone(page, 'vendor settings');
  await expectNoSeriousAxe(page, 'vendor settings');
  await page.getByLabel('Business Address').fill('Market Yard, Shirur, Maharashtra');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(page.getByText('Your business profile was saved.', { exact: false })).toBeInViewport();

  // Every admin page with a table (or cards), with the order and product above in them.
  for (const path of ['dashboard', 'users', 'products', 'orders', 'payment-settings', 'tax', 'delivery', 'reports', 'vendors', 'messages', 'mail', 'reviews']) {
    await admin.goto(`/admin/${path}`);
    await expect(admin.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectFitsPhone(admin, `admin ${path}`);
    await expectNoSeriousAxe(admin, `admin ${path}`);
    await admin.screenshot({ path: test.info().outputPath(`admin-${path}.png`), fullPage: true });
  }

  // Manage Orders: the order's card opens its page, whose lines are cards too.
  await admin.goto(`/admin/orders?q=${encodeURIComponent(orderNumber)}`);
  await clickInPlace(admin, admin.getByRole('link', { name: new RegExp(orderNumber) }));
  await expect(admin.getByRole('heading', { name: new RegExp(orderNumber) })).toBeVisible();
  await expectFitsPhone(admin, 'admin order');
  await expectNoSeriousAxe(admin, 'admin order');

  // Manage Products: Edit from the product's card, Save from the bottom of the form, the message in view.
  await admin.goto(`/admin/products?q=${encodeURIComponent(product)}`);
  await clickInPlace(admin, admin.getByRole('link', { name: `Edit ${product}` }));
  await expect(admin).toHaveURL(/\/admin\/products\/[^/]+\/edit/);
  await admin.getByLabel(/^Stock/).fill('25');
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  const adminSaved = admin.getByText(`${product} was saved.`, { exact: false });
  await expect(adminSaved).toBeInViewport();
  await expect(adminSaved).toBeFocused();
  await adminContext.close();
});

test('on a phone the accountant imports a COD remittance statement and reads its lines as cards (docs/product-rules.md 60)', async ({ page }) => {
  await signInAsAdmin(page, '/admin/cod-remittances');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'COD remittances', level: 1 })).toBeVisible();
  await expectFitsPhone(page, 'COD remittances, empty');
  // No parcel of this shop went through the courier here: its AWB is one the shop does not know.
  const crf = `CRF-${Date.now()}`;
  await main.getByLabel('Remittance statement (CSV)').setInputFiles({
    name: 'remittance.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`AWB No,Order ID,COD Amount,CRF ID,UTR,Remittance Date\r\nSR19041424751540,HY-000001,"1,250.00",${crf},UTIB26121400123,14-12-2026\r\n`),
  });
  await clickInPlace(page, main.getByRole('button', { name: 'Import' }));
  await expect(main.getByText(`Remittance ${crf} imported: 0 matched, 1 to look into.`)).toBeVisible();
  const lines = main.getByRole('table', { name: `Lines of remittance ${crf}` });
  await expect(lines.getByText('Unknown AWB')).toBeVisible();
  await expectFitsPhone(page, 'COD remittances, a remittance\'s lines');
  await expectNoSeriousAxe(page, 'COD remittances');
  await page.screenshot({ path: test.info().outputPath('cod-remittances-phone.png'), fullPage: true });
});
