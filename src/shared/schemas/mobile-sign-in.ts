import { z } from 'zod';
import { LANGUAGES } from '#shared/languages';
import { parseIndianPhone } from '#shared/phone';
import { SessionUser } from './auth.ts';

/** The channels a one-time code or an order message can go by (docs/decisions/0049). */
export const TEXT_CHANNELS = ['sms', 'whatsapp'] as const;
export type TextChannel = (typeof TEXT_CHANNELS)[number];

/** A one-time code: six digits (docs/decisions/0050-sign-in-codes.md). */
export const SIGN_IN_CODE_DIGITS = 6;

/**
 * An Indian mobile number as a farmer types it: 10 digits from 6 to 9, with +91, 91 or 0 in front
 * or not, spaces and dashes allowed. Kept and sent on as `+91` and the 10 digits; a landline, a
 * toll-free or a foreign number is refused with the `mobile` message.
 */
export const mobileField = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(20, 'mobile')
  .transform((typed, ctx) => {
    const parsed = parseIndianPhone(typed);
    if (parsed?.kind !== 'mobile') {
      ctx.addIssue({ code: 'custom', message: 'mobile' });
      return z.NEVER;
    }
    return parsed.dial;
  });

/** GET /api/auth/mobile: the channels codes can be sent by; none: mobile sign-in is not offered. */
export const MobileChannels = z.object({ channels: z.array(z.enum(TEXT_CHANNELS)) });
export type MobileChannels = z.infer<typeof MobileChannels>;

/**
 * POST /api/auth/mobile/code (signing in or up) and POST /api/auth/mobile/change-code (a signed-in
 * account adding or changing its number): a code sent to the number by the channel chosen.
 */
export const MobileCodeRequest = z.object({
  phone: mobileField,
  channel: z.enum(TEXT_CHANNELS, 'channel').default('sms'),
});
export type MobileCodeRequest = z.input<typeof MobileCodeRequest>;

/** The answer when a code is on its way: never the code, never whether the number has an account. */
export const MobileCodeSent = z.object({
  channel: z.enum(TEXT_CHANNELS),
  /** The number as people read it ("+91 98220 12345"). */
  to: z.string(),
  /** Seconds until another code may be asked for. */
  resendAfterSeconds: z.number().int(),
  /** Seconds the code is good for. */
  expiresInSeconds: z.number().int(),
});
export type MobileCodeSent = z.infer<typeof MobileCodeSent>;

export const codeField = z
  .string('required')
  .trim()
  .min(1, 'required')
  .regex(new RegExp(`^[0-9]{${SIGN_IN_CODE_DIGITS}}$`), 'code');

/**
 * POST /api/auth/mobile/verify: the number and its code. A number with no account yet also needs
 * the farmer's name (and his language); without it the answer is `needs_name` and the code stays
 * good, so the page asks the name and sends all three again.
 */
export const MobileVerify = z.object({
  phone: mobileField,
  code: codeField,
  name: z.string().trim().min(1, 'required').max(100, 'tooLong100').optional(),
  language: z.enum(LANGUAGES, 'language').optional(),
  /** A new account's unticked box for offers and crop tips (docs/product-rules.md 37); ignored when signing in. */
  marketingOptIn: z.boolean().optional(),
});
export type MobileVerify = z.input<typeof MobileVerify>;

/** Signed in (a session cookie is set), or the number is new and its owner's name is needed. */
export const MobileVerified = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), user: SessionUser }),
  z.object({ status: z.literal('needs_name') }),
]);
export type MobileVerified = z.infer<typeof MobileVerified>;

/** PUT /api/auth/mobile: the signed-in account's number, proved by the code sent to it. */
export const MobileChange = z.object({ phone: mobileField, code: codeField });
export type MobileChange = z.input<typeof MobileChange>;

/** PUT /api/auth/text-channel: where order messages go, SMS or WhatsApp (docs/product-rules.md 36). */
export const TextChannelChoice = z.object({ channel: z.enum(TEXT_CHANNELS, 'channel') });
export type TextChannelChoice = z.infer<typeof TextChannelChoice>;
