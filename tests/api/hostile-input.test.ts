import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// What a careless or hostile client sends that a form never would: a clear 4xx in the app's
// error format, never a 500, and nothing written.
describeEachDialect('hostile input', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: string;
  let seller: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
    seller = sessionCookie(await http.register(vendor()));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a NUL character in an address, on every kind of route, with a 400', async () => {
    for (const [cookie, method, url] of [
      [undefined, 'GET', '/api/store/products?q=a%00b'],
      [admin, 'GET', '/api/admin/users/%00'],
      [admin, 'DELETE', '/api/admin/users/a%00b'],
      [admin, 'GET', '/api/admin/orders?q=%00'],
      [admin, 'PATCH', '/api/admin/orders/%00/status'],
      [admin, 'POST', '/api/admin/vendors/%00/approve'],
      [seller, 'GET', '/api/vendor/orders/%00'],
    ] as const) {
      const res = await http.call(method, url, { cookie, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
  });

  it('refuses a NUL character inside any text of a body, naming the field, and writes nothing', async () => {
    const before = Number((await t.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const product = { name: 'Neem\u0000 Oil', description: 'Cold pressed.', pricePaise: 45000, category: 'pesticides', stock: 5, hsnCode: '3808' };
    const res = await http.call('POST', '/api/admin/products', { cookie: admin, body: product });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ name: 'Please remove the invisible NUL character from this text' });
    expect(Number((await t.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);

    const nested = await http.call('PUT', '/api/admin/payment-settings', { cookie: admin, body: { cod: { isActive: true, instructions: 'Keep change\u0000' } } });
    expect(nested.statusCode).toBe(400);
    expect(Object.keys(nested.json().error.fields)).toEqual(['cod.instructions']);

    const login = await http.login('a\u0000@example.in', 'whatever-password');
    expect(login.statusCode).toBe(400);
    const signUp = await http.register(customer({ name: 'Asha\u0000' }));
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error.fields).toHaveProperty('name');
  });

  it('answers an over-long or malformed address in the app error format', async () => {
    const long = await http.call('DELETE', `/api/admin/users/${'a'.repeat(300)}`, { cookie: admin });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    expect(long.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const malformed = await http.call('GET', '/api/admin/users/%E2%82', { cookie: admin });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ code: 'bad_request', message: expect.any(String) });
  });
});
