import { z } from 'zod';
import { LANGUAGES } from '#shared/languages';

/** A message's state in the outbox: waiting (to be sent, or retried), sent, or refused for good. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** How a message goes (docs/decisions/0051). */
export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** What a provider's delivery report can say of a text message it took. */
export const DELIVERY_REPORTS = ['delivered', 'read', 'failed'] as const;
export type DeliveryReport = (typeof DELIVERY_REPORTS)[number];

/** How many of the newest messages the admin's list shows. */
export const ADMIN_MAIL_LIST_LIMIT = 50;

/**
 * One message of the outbox as the admin sees it: who it went to and how it went, never its body
 * (a password-reset mail's body holds a live link to the account).
 */
export const AdminMailMessage = z.object({
  id: z.string(),
  /** How it goes: e-mail, SMS or WhatsApp (docs/decisions/0051). */
  channel: z.enum(MESSAGE_CHANNELS),
  /** What it is about: 'order-placed', 'password-reset', ... */
  kind: z.string(),
  recipient: z.string(),
  language: z.enum(LANGUAGES),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** When a pending message is tried next; null once sent or failed. */
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** What the provider's delivery report said of a sent text message: delivered, read or failed; null before any. */
  delivery: z.enum(DELIVERY_REPORTS).nullable(),
});
export type AdminMailMessage = z.infer<typeof AdminMailMessage>;

/** GET /api/admin/mail: whether mail can go out at all, the outbox's counts and its newest messages. */
export const AdminMailOverview = z.object({
  /** False without SMTP_URL: nothing is sent, messages wait in the outbox. */
  configured: z.boolean(),
  /** Which text channels have a provider (SMS_AUTH_KEY, WHATSAPP_TOKEN...): without one, its messages wait. */
  textChannels: z.object({ sms: z.boolean(), whatsapp: z.boolean() }),
  /**
   * One-time codes sent today (India's day) against the shop's daily cap (SIGN_IN_CODES_PER_DAY):
   * at the cap no code is sent until midnight, which the admin sees here.
   */
  codes: z.object({ today: z.number().int(), dailyCap: z.number().int() }),
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  messages: z.array(AdminMailMessage),
});
export type AdminMailOverview = z.infer<typeof AdminMailOverview>;
