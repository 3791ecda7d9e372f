import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '#shared/languages';
import { indianDate } from '#shared/india';
import { parseIndianPhone } from '#shared/phone';
import type { MobileCodeSent, TextChannel } from '#shared/schemas/mobile-sign-in';
import type { UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { isUniqueViolation } from '#server/db/sql-helpers';
import { AppError } from '#server/errors';
import { CodeNotSent, type CodeMessages } from '#server/modules/mail';
import { SIGN_IN_CODE_RULES, type CodePurpose, type SignInCodes } from './sign-in-codes.ts';
import type { MarketingConsent } from './marketing-consent.ts';
import * as users from './users.repository.ts';

const MOBILE_TAKEN = 'Another account uses this mobile number.';

/** A number checked by its code, as `verify` ends: signed in, or new and waiting for its owner's name. */
export type MobileVerification = { status: 'signed_in'; user: UserRow } | { status: 'needs_name' };

/** What the farmer typed, parsed by the shared schema (MobileVerify): the number as +91 and 10 digits. */
export interface VerifiedInput {
  phone: string;
  code: string;
  name?: string;
  language?: Language;
  /** The new account's box for offers and crop tips (docs/product-rules.md 37). */
  marketingOptIn?: boolean;
}

/**
 * Signing in and up with a mobile number and a one-time code (docs/product-rules.md 36,
 * docs/decisions/0050 and 0051). The answers tell no more than the page shows a farmer: whether a
 * number has an account is said only to whoever typed its right code.
 */
export class MobileSignIn {
  /** The day the daily cap was last logged: once a day is enough for the log. */
  #capLoggedOn: string | undefined;

  constructor(
    private readonly work: UnitOfWork,
    private readonly codes: SignInCodes,
    private readonly texts: CodeMessages,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
    private readonly marketing: MarketingConsent,
  ) {}

  /** The channels codes go by; none: mobile sign-in is not offered (no provider is set up). */
  channels(): TextChannel[] {
    return this.texts.channels();
  }

  /**
   * A code to the number by the channel chosen, in the page's language: for signing in or up
   * (`sign_in`), or for a signed-in account adding the number (`change_mobile`). Refused with the
   * wait when the number asked too soon or too often, and for everyone once the shop sent its day's
   * codes; 503 when the provider failed (the farmer may ask again after the 30 seconds).
   */
  async sendCode(phone: string, channel: TextChannel, language: Language, purpose: CodePurpose): Promise<MobileCodeSent> {
    if (!this.channels().includes(channel)) throw new AppError(400, 'validation_failed', 'Codes cannot be sent by this channel.', { channel: 'channel' });
    const issued = await this.codes.issue(phone, purpose);
    if ('refused' in issued) {
      const refusal = issued.refused;
      if (refusal.reason === 'too_soon') throw new AppError(429, 'code_too_soon', `Please wait ${refusal.retryAfterSeconds} seconds before asking for another code.`, undefined, { seconds: refusal.retryAfterSeconds });
      if (refusal.reason === 'too_many') {
        const minutes = Math.ceil(refusal.retryAfterSeconds / 60);
        throw new AppError(429, 'code_too_many', `This number was sent too many codes. Please try again in ${minutes} minutes.`, undefined, { minutes });
      }
      this.logDailyCap();
      throw new AppError(503, 'codes_paused', 'We cannot send codes just now. Please sign in with e-mail and password, or try again tomorrow.');
    }
    const minutes = SIGN_IN_CODE_RULES.validMs / 60_000;
    try {
      await this.texts.send(phone, channel, language, issued.code, minutes);
    } catch (err) {
      if (err instanceof CodeNotSent) throw new AppError(503, 'code_not_sent', 'We could not send the code. Please try again in a minute.');
      throw err;
    }
    return {
      channel,
      to: parseIndianPhone(phone)?.display ?? phone,
      resendAfterSeconds: SIGN_IN_CODE_RULES.resendAfterMs / 1000,
      expiresInSeconds: SIGN_IN_CODE_RULES.validMs / 1000,
    };
  }

  /**
   * The number's code checked: its account signed in, or a new account made with the name (and
   * language) given. A new number without a name answers `needs_name` and leaves its code open,
   * so the page asks the name and sends the code again with it.
   */
  async verify(input: VerifiedInput, pageLanguage: Language): Promise<MobileVerification> {
    const at = new Date(this.now()).toISOString();
    let result: MobileVerification | Refused;
    try {
      result = await this.work.transaction(async () => {
        const user = await users.findUserByMobile(this.work.db, input.phone);
        const needsName = !user && !input.name;
        const check = await this.codes.check(input.phone, input.code, 'sign_in', { keep: needsName });
        // Returned, not thrown: a wrong try must be counted, so this transaction commits.
        if (check.outcome !== 'accepted') return refusalOf(check);
        if (needsName) return { status: 'needs_name' };
        if (user) return user.is_active === 1 ? { status: 'signed_in', user } : { refused: new AppError(403, 'account_disabled', 'This account is closed. Please contact the shop.') };
        const created: UserRow = {
          id: randomUUID(),
          email: null,
          name: input.name!,
          type: 'user',
          password_hash: null,
          phone: null,
          mobile: input.phone,
          mobile_verified_at: at,
          text_channel: 'sms',
          language: input.language ?? pageLanguage,
          is_active: 1,
          customer_group: 'retail',
          staff_role: null,
          created_at: at,
          updated_at: at,
        };
        await users.insertUser(this.work.db, created);
        // Only a ticked box is a consent, recorded with the account it came with.
        if (input.marketingOptIn === true) await this.marketing.record(created.id, true, 'sign_up', new Date(at));
        return { status: 'signed_in', user: created };
      });
    } catch (err) {
      // Two sign-ups of one number at once: the number's lock orders them, the unique index is the last word.
      if (isUniqueViolation(err)) throw new AppError(409, 'mobile_taken', MOBILE_TAKEN, { phone: MOBILE_TAKEN });
      throw err;
    }
    if ('refused' in result) throw result.refused;
    return result;
  }

  /**
   * The signed-in account's mobile number, proved by the code sent to it: added, or changed to a
   * new one. Another account's number is refused before its code is tried.
   */
  async changeMobile(userId: string, phone: string, code: string): Promise<void> {
    const at = new Date(this.now()).toISOString();
    let refused: AppError | undefined;
    try {
      refused = await this.work.transaction(async () => {
        const holder = await users.findUserByMobile(this.work.db, phone);
        if (holder && holder.id !== userId) return new AppError(409, 'mobile_taken', MOBILE_TAKEN, { phone: MOBILE_TAKEN });
        const check = await this.codes.check(phone, code, 'change_mobile');
        if (check.outcome !== 'accepted') return refusalOf(check).refused;
        await users.setMobile(this.work.db, userId, phone, at);
        return undefined;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'mobile_taken', MOBILE_TAKEN, { phone: MOBILE_TAKEN });
      throw err;
    }
    if (refused) throw refused;
  }

  /** Where the account's order messages go: SMS, or WhatsApp when the shop sends by it. */
  async setTextChannel(userId: string, channel: TextChannel): Promise<void> {
    if (channel === 'whatsapp' && !this.channels().includes('whatsapp')) throw new AppError(400, 'validation_failed', 'The shop does not send WhatsApp messages.', { channel: 'channel' });
    await users.setTextChannel(this.work.db, userId, channel);
  }

  /** Today's codes against the cap, for the admin's page. */
  sentToday(): Promise<{ today: number; dailyCap: number }> {
    return this.codes.sentToday();
  }

  private logDailyCap(): void {
    const day = indianDate(new Date(this.now()));
    if (this.#capLoggedOn === day) return;
    this.#capLoggedOn = day;
    this.log.warn('the daily cap of sign-in codes is reached: no code is sent until midnight in India (SIGN_IN_CODES_PER_DAY)');
  }
}

export type Refused = { refused: AppError };

/** A code that was not accepted, as the farmer is told: wrong (with the tries left), or no longer good. */
export function refusalOf(check: { outcome: 'wrong'; triesLeft: number } | { outcome: 'ended' }): Refused {
  if (check.outcome === 'wrong') {
    const message = `This code is not right. ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left.`;
    return { refused: new AppError(400, 'code_wrong', message, { code: message }, { triesLeft: check.triesLeft }) };
  }
  const message = 'This code has expired or was used. Please ask for a new one.';
  return { refused: new AppError(400, 'code_ended', message, { code: message }) };
}
