import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { indiaDayStartUtc, indianDate } from '#shared/india';
import type { SignInCodesTable } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError } from '#server/errors';
import * as repo from './sign-in-codes.repository.ts';

/** The rules of one-time codes (docs/decisions/0050-sign-in-codes.md). */
export const SIGN_IN_CODE_RULES = {
  digits: 6,
  /** A code is good for 5 minutes from its sending. */
  validMs: 5 * 60_000,
  /** The fifth wrong try ends the code. */
  wrongTries: 5,
  /** A number is sent another code 30 seconds after the last at the earliest. */
  resendAfterMs: 30_000,
  /** And at most 5 codes in any hour. */
  perNumberPerHour: 5,
} as const;

const HOUR_MS = 60 * 60_000;

export type CodePurpose = SignInCodesTable['purpose'];

/** Why no code was sent: the number asked too soon or too often, or the shop reached its day's cap. */
export type CodeRefusal = { reason: 'too_soon' | 'too_many'; retryAfterSeconds: number } | { reason: 'daily_cap' };

/** The staff's answer when a farmer's code (an order's consent, a field agent's farmer) is not sent now: wait, or try tomorrow. */
export function codeRefused(refused: CodeRefusal): AppError {
  if (refused.reason === 'daily_cap') return new AppError(503, 'codes_paused', 'The shop has sent as many codes as it may today. Please try again tomorrow.');
  const seconds = String(refused.retryAfterSeconds);
  return new AppError(429, 'consent_wait', `A code was sent to this number a moment ago. Please wait ${seconds} seconds before sending another.`, undefined, { seconds });
}

/**
 * What a typed code did: it was right, wrong (with the tries left), or there is no code to try
 * (used, ended by wrong tries, expired, never sent).
 */
export type CodeCheck = { outcome: 'accepted' } | { outcome: 'wrong'; triesLeft: number } | { outcome: 'ended' };

/** A keyed hash of a text (the secrets key's HMAC for sign-in codes, filled in services.ts). */
export type CodeDigest = (text: string) => string;

/**
 * One-time codes to a mobile number (docs/decisions/0050-sign-in-codes.md): 6 random digits, kept
 * only as a keyed hash bound to the number and the purpose, good for 5 minutes, used once, ended
 * by the fifth wrong try; a new code replaces the one before. A number gets a code 30 seconds
 * after the last at the earliest and at most 5 in an hour, and the shop sends at most `dailyCap`
 * codes a day in all (India's day), so a script cannot run up its SMS bill. The decisions on one
 * number are taken under the number's lock: two requests at once cannot both pass a limit.
 * The caller sends the code it is given and never shows, logs or stores it.
 */
export class SignInCodes {
  constructor(
    private readonly work: UnitOfWork,
    private readonly digest: CodeDigest,
    /** SIGN_IN_CODES_PER_DAY: the most codes sent in one day, to every number together. */
    private readonly dailyCap: number,
    /** The app's clock. */
    private readonly now: () => number = Date.now,
  ) {}

  /** A new code for the number, or why none is sent now. */
  async issue(phone: string, purpose: CodePurpose = 'sign_in'): Promise<{ code: string; expiresAt: string } | { refused: CodeRefusal }> {
    return this.work.transaction(async () => {
      await repo.lockNumber(this.work.db, phone);
      const now = this.now();
      const lastHour = await repo.findCodesAfter(this.work.db, phone, new Date(now - HOUR_MS).toISOString());
      const wait = (from: string, ms: number) => Math.max(1, Math.ceil((Date.parse(from) + ms - now) / 1000));
      const newest = lastHour[0];
      if (newest && now - Date.parse(newest.created_at) < SIGN_IN_CODE_RULES.resendAfterMs) return { refused: { reason: 'too_soon', retryAfterSeconds: wait(newest.created_at, SIGN_IN_CODE_RULES.resendAfterMs) } };
      if (lastHour.length >= SIGN_IN_CODE_RULES.perNumberPerHour) {
        const oldest = lastHour[SIGN_IN_CODE_RULES.perNumberPerHour - 1]!;
        return { refused: { reason: 'too_many', retryAfterSeconds: wait(oldest.created_at, HOUR_MS) } };
      }
      if ((await repo.countCodesSince(this.work.db, indiaDayStartUtc(indianDate(new Date(now))))) >= this.dailyCap) return { refused: { reason: 'daily_cap' } };
      const code = String(randomInt(0, 10 ** SIGN_IN_CODE_RULES.digits)).padStart(SIGN_IN_CODE_RULES.digits, '0');
      const at = new Date(now).toISOString();
      const expiresAt = new Date(now + SIGN_IN_CODE_RULES.validMs).toISOString();
      await repo.endOpenCodes(this.work.db, phone, purpose, at);
      await repo.insertCode(this.work.db, { id: randomUUID(), phone, purpose, code_hash: this.hashOf(purpose, phone, code), created_at: at, expires_at: expiresAt, used_at: null });
      return { code, expiresAt };
    });
  }

  /**
   * Tries a typed code against the number's open code: used once when right, one try fewer when
   * wrong. `keep`: a right code stays open (a new number's code, checked before its owner gave his
   * name; it is used when the account is made with it). Called in the caller's transaction, the
   * code is used only if that transaction commits.
   */
  async check(phone: string, typed: string, purpose: CodePurpose = 'sign_in', { keep = false }: { keep?: boolean } = {}): Promise<CodeCheck> {
    return this.work.transaction(async () => {
      await repo.lockNumber(this.work.db, phone);
      const at = new Date(this.now()).toISOString();
      const open = await repo.findOpenCode(this.work.db, phone, purpose, at);
      if (!open) return { outcome: 'ended' };
      const expected = Buffer.from(open.code_hash, 'hex');
      const given = Buffer.from(this.hashOf(purpose, phone, typed.trim()), 'hex');
      if (timingSafeEqual(expected, given)) return keep || (await repo.useCode(this.work.db, open.id, at)) ? { outcome: 'accepted' } : { outcome: 'ended' };
      const tries = Number(open.wrong_tries) + 1;
      const last = tries >= SIGN_IN_CODE_RULES.wrongTries;
      await repo.countWrongTry(this.work.db, open.id, last ? at : null);
      return last ? { outcome: 'ended' } : { outcome: 'wrong', triesLeft: SIGN_IN_CODE_RULES.wrongTries - tries };
    });
  }

  /** Codes sent today, India's day, to every number together: the admin sees them against the daily cap. */
  async sentToday(): Promise<{ today: number; dailyCap: number }> {
    const today = await repo.countCodesSince(this.work.db, indiaDayStartUtc(indianDate(new Date(this.now()))));
    return { today, dailyCap: this.dailyCap };
  }

  /** The code's keyed hash, bound to its purpose and number: a row moved to another number matches nothing. */
  private hashOf(purpose: CodePurpose, phone: string, code: string): string {
    return this.digest(`${purpose}:${phone}:${code}`);
  }
}
