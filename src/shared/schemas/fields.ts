import { z } from 'zod';

/** Field rules shared by every form; messages are keys of VALIDATION_MESSAGES. */
export const emailField = z.string().trim().min(1, 'required').max(254, 'tooLong254').pipe(z.email('email'));

/** Indian and international numbers as people type them: digits, spaces, dashes, a leading +. */
export const phoneField = z
  .string()
  .trim()
  .min(1, 'required')
  .max(20, 'tooLong20')
  .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, 'phone');
