import { z } from 'zod';
import { PAISE_PER_RUPEE, rupeesToPaise } from '#shared/money';

// The amount boxes of the coupon and offer forms: the text typed, the API's numbers. A percentage
// is typed "10" or "12.5" (the API's basis points), rupees "200" or "49.50" (paise), and a blank
// box is "none".

const DECIMAL_2 = /^\d+(\.\d{1,2})?$/;

/** A box read as a number when it is well typed; a badly typed one is refused with `message` before the API's checks. */
export const amountBox = (message: string) => z.string().trim().refine((v) => v === '' || DECIMAL_2.test(v), message);

/** A box's number by `read`, or null for a blank box. */
export const orNull = (v: string, read: (text: string) => number) => (v === '' ? null : read(v));

/** A percentage typed ("12.5") in basis points (1250). */
export const percentToBp = (v: string) => Math.round(Number(v) * 100);

/** Rupees typed ("49.50") in paise (4950). */
export const rupees = (v: string) => rupeesToPaise(Number(v));

/** Rupees as the form shows them: whole rupees as they are ("200"), else both paise digits ("49.50"). */
export const rupeesOf = (paise: number) => (paise % PAISE_PER_RUPEE === 0 ? String(paise / PAISE_PER_RUPEE) : (paise / PAISE_PER_RUPEE).toFixed(2));

/** Basis points as the form shows the percentage (1250: "12.5"). */
export const percentOf = (bp: number) => String(bp / 100);

/** A saved number as its box shows it (`show`, by default as it is), or a blank box for none. */
export const text = (n: number | null, show: (n: number) => string = String) => (n === null ? '' : show(n));
