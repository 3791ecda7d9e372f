import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { UnitOfWork } from '../../src/server/db/unit-of-work.ts';
import { SignInCodes, SIGN_IN_CODE_RULES, type CodeCheck } from '../../src/server/modules/accounts/index.ts';
import { SecretBox } from '../../src/server/modules/payments/index.ts';
import { describeEachDialect, freshDatabaseEachTest } from '../helpers/databases.ts';

// One-time codes to a mobile number (docs/decisions/0050-sign-in-codes.md), on a clock the test
// moves: 2026-11-29 10:00 in India.
const START = Date.parse('2026-11-29T04:30:00.000Z');
const FARMER = '+919822012345';

describeEachDialect('sign-in codes', (dialect) => {
  const fresh = freshDatabaseEachTest(dialect);
  const open = async (dailyCap = 1000) => {
    const db = await fresh();
    await migrateToLatest(db);
    const clock = { now: START };
    const box = new SecretBox(randomBytes(32));
    const codes = new SignInCodes(new UnitOfWork(db), (text) => box.mac('sign-in-codes', text), dailyCap, () => clock.now);
    return { db, clock, codes };
  };
  const sent = async (codes: SignInCodes, phone = FARMER) => {
    const issued = await codes.issue(phone);
    if (!('code' in issued)) throw new Error(`no code: ${issued.refused.reason}`);
    return issued.code;
  };
  /** What a check did, without its tries left. */
  const outcome = async (check: Promise<CodeCheck>) => (await check).outcome;
  /** A six-digit code other than `code`. */
  const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends six digits good for five minutes, once, and keeps only a hash bound to the number', async () => {
    const { db, clock, codes } = await open();
    const code = await sent(codes);
    expect(code).toMatch(/^[0-9]{6}$/);
    const rows = await db.selectFrom('sign_in_codes').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.expires_at).toBe('2026-11-29T04:35:00.000Z');
    expect(await outcome(codes.check('+919822099999', code))).toBe('ended');
    clock.now += 4 * 60_000;
    expect(await outcome(codes.check(FARMER, ` ${code} `))).toBe('accepted');
    expect(await outcome(codes.check(FARMER, code))).toBe('ended');
  });

  it('ends a code at five minutes', async () => {
    const { clock, codes } = await open();
    const code = await sent(codes);
    clock.now += SIGN_IN_CODE_RULES.validMs;
    expect(await outcome(codes.check(FARMER, code))).toBe('ended');
  });

  it('takes four wrong tries and the right code after them, and ends the code at the fifth wrong one', async () => {
    const { clock, codes } = await open();
    const code = await sent(codes);
    for (let i = 0; i < 4; i++) expect(await outcome(codes.check(FARMER, other(code)))).toBe('wrong');
    expect(await outcome(codes.check(FARMER, code))).toBe('accepted');
    clock.now += SIGN_IN_CODE_RULES.resendAfterMs;
    const next = await sent(codes);
    for (let i = 0; i < 4; i++) expect(await outcome(codes.check(FARMER, i % 2 ? 'abc' : other(next)))).toBe('wrong');
    expect(await outcome(codes.check(FARMER, other(next)))).toBe('ended');
    expect(await outcome(codes.check(FARMER, next))).toBe('ended');
  });

  it('sends again after 30 seconds at the earliest, the new code replacing the one before', async () => {
    const { clock, codes } = await open();
    const first = await sent(codes);
    clock.now += 10_000;
    expect(await codes.issue(FARMER)).toEqual({ refused: { reason: 'too_soon', retryAfterSeconds: 20 } });
    clock.now += 20_000;
    const second = await sent(codes);
    if (first !== second) expect(await outcome(codes.check(FARMER, first))).toBe('wrong');
    expect(await outcome(codes.check(FARMER, second))).toBe('accepted');
  });

  it('sends a number at most five codes in any hour, and says when the next one can come', async () => {
    const { clock, codes } = await open();
    for (let i = 0; i < 5; i++) {
      await sent(codes);
      clock.now += 60_000;
    }
    expect(await codes.issue(FARMER)).toEqual({ refused: { reason: 'too_many', retryAfterSeconds: 55 * 60 } });
    await sent(codes, '+919822054321');
    clock.now = START + 60 * 60_000;
    await sent(codes);
  });

  it('stops at the shop’s daily cap for every number together, and starts again on India’s next day', async () => {
    const { clock, codes } = await open(3);
    for (const phone of ['+919000000001', '+919000000002', '+919000000003']) await sent(codes, phone);
    expect(await codes.issue('+919000000004')).toEqual({ refused: { reason: 'daily_cap' } });
    // 23:59 in India is still the same day; midnight in India (18:30 UTC) is the next.
    clock.now = Date.parse('2026-11-29T18:29:00.000Z');
    expect(await codes.issue('+919000000004')).toEqual({ refused: { reason: 'daily_cap' } });
    clock.now = Date.parse('2026-11-29T18:30:00.000Z');
    await sent(codes, '+919000000004');
  });

  it('lets one of two requests for a number at once through the 30 seconds, and one of two tries of a code use it', async () => {
    const { codes } = await open();
    const issued = await Promise.all([codes.issue(FARMER), codes.issue(FARMER)]);
    expect(issued.filter((r) => 'code' in r)).toHaveLength(1);
    const code = (issued.find((r) => 'code' in r) as { code: string }).code;
    const checks = await Promise.all([outcome(codes.check(FARMER, code)), outcome(codes.check(FARMER, code))]);
    expect(checks.sort()).toEqual(['accepted', 'ended']);
  });
});

describe('the secrets key’s hash', () => {
  it('is keyed and kept apart for each use', () => {
    const key = randomBytes(32);
    const box = new SecretBox(key);
    expect(box.mac('sign-in-codes', 'x')).toBe(new SecretBox(key).mac('sign-in-codes', 'x'));
    expect(box.mac('sign-in-codes', 'x')).not.toBe(box.mac('another-use', 'x'));
    expect(box.mac('sign-in-codes', 'x')).not.toBe(new SecretBox(randomBytes(32)).mac('sign-in-codes', 'x'));
    expect(box.mac('sign-in-codes', 'x')).toMatch(/^[0-9a-f]{64}$/);
  });
});
