import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, customer } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Sign-ups one client address may make per hour: SIGNUP_RATE_LIMIT (default 30), so a shop whose
// farmers sign up through one address can raise it, and past it the address waits.
describeEachDialect('sign-ups per address', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { signupRateLimit: 2 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes as many sign-ups from one address as the shop allows, then answers 429 and creates nothing', async () => {
    const http = api(t.app);
    // One village agent's phone: every sign-up from the same address.
    const address = '203.0.113.7';
    expect((await http.register(customer(), { address })).statusCode).toBe(201);
    expect((await http.register(customer(), { address })).statusCode).toBe(201);
    const third = customer();
    const refused = await http.register(third, { address });
    expect(refused.statusCode).toBe(429);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', third.email.toLowerCase()).executeTakeFirst()).toBeUndefined();
  });
});
