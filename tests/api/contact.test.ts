import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const valid = {
  name: 'Sunita Pawar',
  email: 'sunita@example.in',
  phone: '+91 98220 12345',
  subject: 'Soybean seed for 5 acres',
  message: 'Do you deliver to Latur district?',
};

describeEachDialect('contact messages API', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  // Each call comes from a new address unless one is given, so the rate limit stays out of the way.
  let nextAddress = 1;
  const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.1.0.${nextAddress++}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/store/contact-messages',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('stores a message with inquiry type general by default, trimmed', async () => {
    const res = await post({ ...valid, name: '  Sunita Pawar  ' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const row = await t.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Sunita Pawar', email: valid.email, phone: valid.phone, inquiry_type: 'general', read_at: null });
    expect(row.message).toBe(valid.message);
  });

  it('answers 400 with a message for every invalid field, and stores nothing', async () => {
    const before = await t.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await post({ name: ' ', email: 'not-an-email', phone: 'call me', subject: '', message: 'x'.repeat(5001), inquiryType: 'spam' });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({
      name: 'This field is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number: 7 to 20 characters of digits, spaces, + and -',
      subject: 'This field is required',
      message: 'Please use at most 5000 characters',
      inquiryType: 'Please choose an inquiry type',
    });
    const after = await t.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('reports missing fields and wrong types as 400, never 500', async () => {
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['email', 'message', 'name', 'phone', 'subject']);
    const wrongTypes = await post({ ...valid, name: 42, message: ['a'] });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json().error.fields).sort()).toEqual(['message', 'name']);
  });

  it('answers malformed JSON with 400, a non-JSON body with 415 and a huge body with 413', async () => {
    const bad = await post('{"name": "x",');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_json');
    const form = await t.app.inject({
      method: 'POST',
      remoteAddress: '10.2.0.1',
      url: '/api/store/contact-messages',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x',
    });
    expect(form.statusCode).toBe(415);
    const huge = await post({ ...valid, message: 'x'.repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
  });

  it('limits one address to 5 messages per 10 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(valid, {}, '10.3.0.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post(valid, {}, '10.3.0.1');
    expect(limited.json().error.code).toBe('rate_limited');
    // Another address is not affected.
    expect((await post(valid, {}, '10.3.0.2')).statusCode).toBe(201);
  });
});
