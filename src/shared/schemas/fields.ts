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

/** A required one-line text of at most `max` characters, its runs of spaces made one (a place's name, an address line). */
export const oneLineText = (max: number, tooLong: string) => z.string().trim().min(1, 'required').max(max, tooLong).transform((v) => v.replace(/\s+/g, ' '));
