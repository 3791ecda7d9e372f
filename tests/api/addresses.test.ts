import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedAddress, SavedAddressList } from '../../src/shared/schemas/addresses.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

const farm = { label: 'Farm', fullName: 'Ganesh Shinde', phone: '98220 12345', address: 'Gat No. 112, At post Wadgaon', city: 'Shirur', state: 'Maharashtra', pincode: '412210' };
const home = { fullName: 'Ganesh Shinde', phone: '+91 98220 12345', address: 'Flat 4, Shivaji Nagar', city: 'Pune', state: 'Maharashtra', pincode: '411005' };

/** Saved delivery addresses (issue 17): the account's own, at most 10, exactly one default. */
describeEachDialect('saved delivery addresses', (dialect) => {
  let t: StoppableTestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    http = api(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const signUp = async () => sessionCookie(await http.register(customer()));
  const list = async (cookie: string) => {
    const res = await http.call('GET', '/api/auth/addresses', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SavedAddressList>();
  };
  const add = async (cookie: string, body: Record<string, unknown>) => {
    const res = await http.call('POST', '/api/auth/addresses', { cookie, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<SavedAddress>();
  };
  const defaults = (l: SavedAddressList) => l.addresses.filter((a) => a.isDefault).map((a) => a.id);

  it('adds, lists, edits and deletes; the first address is the default', async () => {
    const cookie = await signUp();
    expect(await list(cookie)).toEqual({ addresses: [], max: 10 });
    const first = await add(cookie, farm);
    expect(first).toMatchObject({ ...farm, isDefault: true });
    const second = await add(cookie, { ...home, label: '  ' });
    expect(second).toMatchObject({ ...home, label: null, isDefault: false });
    expect((await list(cookie)).addresses.map((a) => a.id)).toEqual([first.id, second.id]);

    const edited = await http.call('PUT', `/api/auth/addresses/${second.id}`, { cookie, body: { ...home, label: 'Home', city: 'Pune City' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<SavedAddress>()).toMatchObject({ id: second.id, label: 'Home', city: 'Pune City', isDefault: false });

    const removed = await http.call('DELETE', `/api/auth/addresses/${second.id}`, { cookie });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await list(cookie)).addresses.map((a) => a.id)).toEqual([first.id]);
  });

  it('keeps exactly one default: making another the default, and deleting the default', async () => {
    const cookie = await signUp();
    const a = await add(cookie, farm);
    const b = await add(cookie, home);
    const c = await add(cookie, { ...home, label: 'Brother' });
    const made = await http.call('POST', `/api/auth/addresses/${c.id}/default`, { cookie });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json<SavedAddress>().isDefault).toBe(true);
    let now = await list(cookie);
    expect(defaults(now)).toEqual([c.id]);
    // The default is listed first.
    expect(now.addresses[0]!.id).toBe(c.id);
    // Making the default the default again changes nothing.
    expect((await http.call('POST', `/api/auth/addresses/${c.id}/default`, { cookie })).statusCode).toBe(200);
    expect(defaults(await list(cookie))).toEqual([c.id]);

    // Deleting the default hands it to the oldest address left.
    expect((await http.call('DELETE', `/api/auth/addresses/${c.id}`, { cookie })).statusCode).toBe(204);
    now = await list(cookie);
    expect(defaults(now)).toEqual([a.id]);
    expect((await http.call('DELETE', `/api/auth/addresses/${a.id}`, { cookie })).statusCode).toBe(204);
    expect(defaults(await list(cookie))).toEqual([b.id]);
    expect((await http.call('DELETE', `/api/auth/addresses/${b.id}`, { cookie })).statusCode).toBe(204);
    expect(await list(cookie)).toEqual({ addresses: [], max: 10 });
    // After the last one is gone, the next first address is the default again.
    expect((await add(cookie, home)).isDefault).toBe(true);
  });

  it('keeps at most 10 addresses per account', async () => {
    const cookie = await signUp();
    for (let i = 0; i < 10; i++) await add(cookie, { ...home, label: `Place ${i + 1}` });
    const refused = await http.call('POST', '/api/auth/addresses', { cookie, body: farm });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'address_limit', params: { count: 10 } } });
    const now = await list(cookie);
    expect(now.addresses).toHaveLength(10);
    expect(defaults(now)).toHaveLength(1);
    // Another account is not limited by this one's.
    await add(await signUp(), farm);
  });

  it("answers 404 for another account's address, and leaves it as it was", async () => {
    const owner = await signUp();
    const other = await signUp();
    const mine = await add(owner, farm);
    await add(other, home);
    for (const [method, url, body] of [
      ['PUT', `/api/auth/addresses/${mine.id}`, home],
      ['DELETE', `/api/auth/addresses/${mine.id}`, undefined],
      ['POST', `/api/auth/addresses/${mine.id}/default`, undefined],
      ['PUT', '/api/auth/addresses/no-such-id', home],
    ] as const) {
      const res = await http.call(method, url, { cookie: other, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    expect((await list(owner)).addresses).toEqual([mine]);
    expect((await list(other)).addresses.map((a) => a.fullName)).toEqual([home.fullName]);
  });

  it('refuses visitors with 401, before looking at the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/addresses'],
      ['POST', '/api/auth/addresses'],
      ['PUT', '/api/auth/addresses/x'],
      ['DELETE', '/api/auth/addresses/x'],
      ['POST', '/api/auth/addresses/x/default'],
    ] as const) {
      const res = await http.call(method, url, { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    }
  });

  describe('checks every field as checkout does', () => {
    it('answers 400 with a message per field', async () => {
      const cookie = await signUp();
      const res = await http.call('POST', '/api/auth/addresses', {
        cookie,
        body: { label: 'x'.repeat(41), fullName: ' ', phone: 'call me', address: '', city: 'y'.repeat(101), state: 'Atlantis', pincode: '4122' },
      });
      expect(res.statusCode, res.body).toBe(400);
      const { error } = res.json<{ error: { code: string; fields: Record<string, string> } }>();
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields).sort()).toEqual(['address', 'city', 'fullName', 'label', 'phone', 'pincode', 'state']);
      expect(error.fields.label).toBe('Please use at most 40 characters');
      expect(error.fields.pincode).toBe('Pincode must be exactly 6 digits');
    });

    it('refuses a pincode that does not exist or lies in another state', async () => {
      const cookie = await signUp();
      const unknown = await http.call('POST', '/api/auth/addresses', { cookie, body: { ...farm, pincode: '000000' } });
      expect(unknown.statusCode, unknown.body).toBe(400);
      expect(unknown.json()).toMatchObject({ error: { code: 'validation_failed', fields: { pincode: 'This pincode does not exist. Please check it' } } });
      const elsewhere = await http.call('POST', '/api/auth/addresses', { cookie, body: { ...farm, state: 'Karnataka' } });
      expect(elsewhere.statusCode, elsewhere.body).toBe(400);
      expect(elsewhere.json()).toMatchObject({ error: { fields: { pincode: 'This pincode is not in the state you chose' } } });
      // An edit is checked the same way, and leaves the address as it was.
      const saved = await add(cookie, farm);
      const edit = await http.call('PUT', `/api/auth/addresses/${saved.id}`, { cookie, body: { ...farm, state: 'Gujarat' } });
      expect(edit.statusCode, edit.body).toBe(400);
      expect((await list(cookie)).addresses).toEqual([saved]);
    });
  });
});
