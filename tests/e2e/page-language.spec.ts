import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN } from './e2e-admin.ts';
import { uniqueEmail, visibleRawKeys } from './helpers.ts';

// The page's language follows one order everywhere (docs/decisions/0022): a language chosen in
// this browser (?lang= or the switcher), then the signed-in account's, then the browser's
// languages; and every text of that language is there before the page shows it. Farmers share
// phones: one signs in on a page someone else left in another language.

const PASSWORD = 'kharif-harvest-2026';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A customer account whose language is `language`, made without a browser; returns its email. */
async function customerIn(request: APIRequestContext, language: 'hi' | 'mr', name = 'Ramesh Jadhav') {
  const email = uniqueEmail('farmer');
  const created = await request.post('/api/auth/register', { data: { name, email, phone: '98220 12345', password: PASSWORD, confirmPassword: PASSWORD } });
  expect(created.status()).toBe(201);
  expect((await request.put('/api/auth/language', { data: { language } })).status()).toBe(204);
  await request.post('/api/auth/logout', { data: {} });
  return email;
}

/** A phone nobody has chosen a language on: its browser asks for English. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, locale: 'en-IN' });
  return context.newPage();
}

/** The <html> tag of a page as the server sent it (the whole page would fill a failure's report). */
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];

/**
 * Signs in through the customer login form, whatever language it is in (its fields by type; its
 * button is the one of the form with the password, the header's search box being a form too).
 */
async function signIn(page: Page, email: string) {
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('form:has(input[type="password"]) button[type="submit"]').click();
}

test('a Hindi account signed in on a Marathi page at 390 px: My Account stays in Marathi, every text shown, and a reload keeps it', async ({ browser, playwright, baseURL }) => {
  const setup = await playwright.request.newContext({ baseURL });
  const email = await customerIn(setup, 'hi', 'Ramesh Jadhav');
  await setup.dispose();

  const page = await phone(browser);
  await page.goto('/user/login?lang=mr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ग्राहक लॉगिन');
  await page.waitForLoadState('networkidle');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  // This phone's choice (Marathi) comes before the account's (Hindi).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('माझे खाते');
  await expect(page.getByText('नमस्कार, Ramesh Jadhav')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  expect(await visibleRawKeys(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('माझे खाते');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  expect(await visibleRawKeys(page)).toEqual([]);
  await page.context().close();
});

test('a phone with no choice of its own takes the Hindi account at sign-in with every text; a ?lang=mr chosen after it survives a reload', async ({ browser, playwright, baseURL }) => {
  const setup = await playwright.request.newContext({ baseURL });
  const email = await customerIn(setup, 'hi', 'Savita Pawar');
  await setup.dispose();

  const page = await phone(browser);
  await page.goto('/user/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('networkidle');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरा खाता');
  await expect(page.getByText('नमस्ते, Savita Pawar')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'मेरे ऑर्डर' }).or(page.getByRole('link', { name: 'मेरे ऑर्डर' })).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await visibleRawKeys(page)).toEqual([]);

  // The server renders the next page in the account's language too.
  const products = await page.goto('/products');
  expect(htmlTag(await products!.text())).toContain('lang="hi"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारा सामान');

  // A shared link in Marathi: this phone's choice now, before the account's Hindi, after a reload too.
  await page.goto('/products?lang=mr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आमची उत्पादने');
  await page.goto('/user/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('माझे खाते');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('माझे खाते');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  expect(await visibleRawKeys(page)).toEqual([]);
  await page.context().close();
});

test('a signed-in phone with no choice of its own gets the account language in the server’s first render, storefront and account pages alike', async ({ browser, playwright, baseURL }) => {
  const page = await phone(browser);
  const email = uniqueEmail('farmer');
  const created = await page.request.post('/api/auth/register', { data: { name: 'Kavita More', email, phone: '98220 12345', password: PASSWORD, confirmPassword: PASSWORD } });
  expect(created.status()).toBe(201);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('hariyali_lang');
  expect((await page.goto('/products'))!.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The farmer chooses Marathi on another phone: the account keeps it.
  const other = await playwright.request.newContext({ baseURL });
  expect((await other.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
  expect((await other.put('/api/auth/language', { data: { language: 'mr' } })).status()).toBe(204);
  await other.dispose();

  // This phone's session has no choice of its own: the server's HTML is already in Marathi.
  const storefront = await page.goto('/products');
  const html = await storefront!.text();
  expect(htmlTag(html)).toContain('lang="mr"');
  expect(html.includes('आमची उत्पादने'), 'the products heading in Marathi').toBe(true);
  const account = await page.goto('/user/dashboard');
  expect(htmlTag(await account!.text())).toContain('lang="mr"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('माझे खाते');
  expect(await visibleRawKeys(page)).toEqual([]);

  // Signed out, the phone goes back to its browser's language.
  await page.request.post('/api/auth/logout', { data: {} });
  expect(htmlTag(await (await page.goto('/products'))!.text())).toContain('lang="en"');
  await page.context().close();
});

test('an admin whose account is in Marathi signs in on a phone with no choice: the dashboard is in Marathi with every text', async ({ browser, playwright, baseURL }) => {
  // A second admin, so that the shared e2e admin's language stays unset for the other specs.
  const owner = await playwright.request.newContext({ baseURL });
  expect((await owner.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).status()).toBe(200);
  const email = uniqueEmail('staff');
  expect((await owner.post('/api/admin/users', { data: { name: 'Meena Kulkarni', email, type: 'admin', staffRole: 'manager', password: PASSWORD } })).status()).toBe(201);
  await owner.dispose();
  const staff = await playwright.request.newContext({ baseURL });
  expect((await staff.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
  expect((await staff.put('/api/auth/language', { data: { language: 'mr' } })).status()).toBe(204);
  await staff.dispose();

  const page = await phone(browser);
  await page.goto('/admin/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('networkidle');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('डॅशबोर्ड');
  await expect(page.getByText('एकूण ग्राहक')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  expect(await visibleRawKeys(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('डॅशबोर्ड');
  await expect(page.getByText('एकूण ग्राहक')).toBeVisible();
  expect(await visibleRawKeys(page)).toEqual([]);
  await page.context().close();
});

test('signing out on a phone with no choice of its own goes back to its browser’s language, with every text', async ({ browser, playwright, baseURL }) => {
  const setup = await playwright.request.newContext({ baseURL });
  const email = await customerIn(setup, 'hi', 'Ganesh Patil');
  await setup.dispose();

  const page = await phone(browser);
  await page.goto('/user/login');
  await page.waitForLoadState('networkidle');
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरा खाता');
  await page.getByRole('main').getByRole('button', { name: 'लॉगआउट' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quality seeds and farm equipment, delivered to your farm');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await visibleRawKeys(page)).toEqual([]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.context().close();
});
