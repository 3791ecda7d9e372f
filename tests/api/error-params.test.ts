import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../src/shared/validation-messages.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 14: a refusal carries its specifics as params, so the client can word it in the page's
// language (errors:<code>; the admin area's and vendor portal's in staff.json, which joins it), and
// every field message is a text of the English catalogue, which the client finds by its English
// (src/client/lib/form-errors.ts).
const englishFile = (ns: string) => JSON.parse(fs.readFileSync(path.resolve(`src/client/i18n/locales/en/${ns}.json`), 'utf8')) as Record<string, unknown>;
const english = { ...englishFile('staff'), ...englishFile('errors') } as Record<string, unknown>;
const fill = (template: string, params: Record<string, string | number>) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name]));

/** Every English text the client knows a server text by: validation messages and errors:*. */
function catalogueTexts(): string[] {
  const texts: string[] = Object.values(VALIDATION_MESSAGES);
  const walk = (node: unknown): void => {
    if (typeof node === 'string') texts.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(english);
  return texts;
}
const isCatalogueText = (text: string) =>
  catalogueTexts().some((template) => {
    const pattern = template.split(/\{\{\s*\w+\s*\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?');
    return new RegExp(`^${pattern}$`, 's').test(text);
  });

describeEachDialect('error params and texts', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    http = api(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives a cart refusal's product and count as params; the English text with them is the server's message", async () => {
    const kit = await createProduct(t.db, { name: 'Drip Kit', stock: 1 });
    const first = await http.call('POST', '/api/store/cart/items', { body: { productId: kit.id } });
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    const limit = (await http.call('POST', '/api/store/cart/items', { body: { productId: kit.id }, cookie })).json().error;
    expect(limit).toMatchObject({ code: 'stock_limit', params: { product: 'Drip Kit', count: 1 } });
    expect(fill(english.stock_limit as string, limit.params)).toBe(limit.message);

    const soldOut = await createProduct(t.db, { name: 'Sold Out Sprayer', stock: 0 });
    const out = (await http.call('POST', '/api/store/cart/items', { body: { productId: soldOut.id }, cookie })).json().error;
    expect(out).toMatchObject({ code: 'out_of_stock', params: { product: 'Sold Out Sprayer' } });
    expect(fill(english.out_of_stock as string, out.params)).toBe(out.message);
  });

  it('names the products short of stock at checkout', async () => {
    const buyer = sessionCookie(await http.register(customer()));
    const scarce = await createProduct(t.db, { name: 'Scarce Seed', stock: 1 });
    const res = await http.call('POST', '/api/store/orders', { body: { items: [{ productId: scarce.id, quantity: 2 }], shipping, paymentMethod: 'cod' }, cookie: buyer });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'insufficient_stock', params: { products: 'Scarce Seed' } });
  });

  it('gives the minutes to wait when rate-limited, by the login limiter and by a route limit', async () => {
    const body = customer();
    await http.register(body);
    let locked;
    for (let i = 0; i < 11; i++) locked = await http.login(body.email as string, `wrong-${i}-password`);
    expect(locked!.statusCode).toBe(429);
    expect(locked!.json().error).toMatchObject({ code: 'rate_limited', params: { minutes: expect.any(Number) } });

    const message = { name: 'Sunita Pawar', email: 'sunita@example.in', phone: '+91 98220 12345', subject: 'Seed', message: 'Do you deliver to Latur?' };
    let limited;
    for (let i = 0; i < 6; i++) limited = await http.call('POST', '/api/store/contact-messages', { body: message, address: '10.88.0.1' });
    expect(limited!.statusCode).toBe(429);
    expect(limited!.json().error).toMatchObject({ code: 'rate_limited', params: { minutes: 10 } });
  });

  it('sends field messages that are texts of the English catalogue', async () => {
    const taken = customer();
    await http.register(taken);
    const again = (await http.register({ ...customer(), email: taken.email })).json().error;
    const common = (await http.register(customer({ password: 'Password123', confirmPassword: 'Password123' }))).json().error;
    const cookie = sessionCookie(await http.register(customer()));
    const wrong = (await http.call('POST', '/api/auth/password', { body: { currentPassword: 'not-my-password', password: 'new-fields-2027', confirmPassword: 'new-fields-2027' }, cookie })).json().error;
    const fields = [again, common, wrong].flatMap((error) => Object.values(error.fields ?? {}) as string[]);
    expect(fields).toHaveLength(3);
    for (const text of fields) expect(isCatalogueText(text), text).toBe(true);
  });
});
