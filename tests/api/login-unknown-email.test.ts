import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { api, customer } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

// Every password check of the app, counted with the stored hash it was made against (the real
// check still runs).
const checks = vi.hoisted(() => [] as string[]);
vi.mock('../../src/server/modules/accounts/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/server/modules/accounts/password.ts')>();
  return {
    ...real,
    verifyPassword: async (password: string, stored: string) => {
      checks.push(stored);
      return real.verifyPassword(password, stored);
    },
  };
});

/** The scheme and cost of a stored hash ("scrypt$32768$8$1"), without its salt and key. */
const costOf = (stored: string) => stored.split('$').slice(0, 4).join('$');

/**
 * A login for an unknown e-mail does the same work as a wrong password for a known one: one
 * password check against a hash of the same cost (a made-up one), so the time of the refusal
 * does not tell who has an account (docs/product-rules.md 5). Shown by what runs, not by time.
 */
describeEachDialect('login: an unknown e-mail costs a password check too', (dialect) => {
  let t: StoppableTestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => void (checks.length = 0));

  it('checks the password against a hash of the real cost for an unknown e-mail, and answers as for a wrong password', async () => {
    const http = api(t.app);
    const form = customer();
    await http.register(form);
    const stored = (await t.db.selectFrom('users').select('password_hash').where('email', '=', form.email as string).executeTakeFirstOrThrow()).password_hash!;

    checks.length = 0;
    const wrong = await http.login(form.email as string, 'not-my-password');
    const unknown = await http.login(`nobody.${randomBytes(4).toString('hex')}@example.in`, 'not-my-password');

    expect(checks).toHaveLength(2);
    expect(checks[0]).toBe(stored);
    // Not the account's hash, but one of the same scheme and cost.
    expect(checks[1]).not.toBe(stored);
    expect(costOf(checks[1]!)).toBe(costOf(stored));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });
});
