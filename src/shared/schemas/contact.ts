import { z } from 'zod';
import { emailField, phoneField } from './fields.ts';

/** complaint: a grievance, a ticket at once (docs/product-rules.md 54). */
export const INQUIRY_TYPES = ['general', 'product', 'order', 'vendor', 'feedback', 'complaint'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/**
 * The contact form (specification, section 5): name, email, phone, subject and message are
 * required, email must be email-shaped, inquiryType defaults to general. The messages are i18n
 * keys under `validation.` so the page can show them in the reader's language; the server turns
 * them into English for API clients.
 */
export const StoreCreateContactMessage = z.object({
  name: z.string().trim().min(1, 'required').max(100, 'tooLong100'),
  email: emailField,
  phone: phoneField,
  subject: z.string().trim().min(1, 'required').max(200, 'tooLong200'),
  message: z.string().trim().min(1, 'required').max(5000, 'tooLong5000'),
  inquiryType: z.enum(INQUIRY_TYPES, 'inquiryType').default('general'),
});
export type StoreCreateContactMessage = z.infer<typeof StoreCreateContactMessage>;
export type StoreCreateContactMessageInput = z.input<typeof StoreCreateContactMessage>;

/** A complaint's answer names its ticket (GR-000123) and when it will be answered and resolved (docs/product-rules.md 54). */
export const StoreContactMessageCreated = z.object({
  id: z.string(),
  createdAt: z.string(),
  ticket: z.object({ number: z.string(), ackDueAt: z.string(), resolveDueAt: z.string() }).optional(),
});
export type StoreContactMessageCreated = z.infer<typeof StoreContactMessageCreated>;
