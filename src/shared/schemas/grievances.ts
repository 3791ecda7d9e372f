import { z } from 'zod';
import { mobileField } from './mobile-sign-in.ts';

/**
 * Grievances (docs/product-rules.md 54, docs/decisions/0069): a customer's complaint as a ticket
 * with a number, acknowledged within 48 hours and redressed within a month (Consumer Protection
 * (E-Commerce) Rules, 2020, rule 4(5)).
 */

/**
 * Where a complaint came from: the contact form, the buyer's order page, a call or a WhatsApp
 * message staff entered, or an ONDC buyer app's issue about a network order (docs/decisions/0079).
 */
export const GRIEVANCE_SOURCES = ['contact_form', 'order_page', 'call', 'whatsapp', 'ondc'] as const;
export type GrievanceSource = (typeof GRIEVANCE_SOURCES)[number];

/** open -> acknowledged -> resolved; closed from open or acknowledged (withdrawn, a duplicate, no answer). */
export const GRIEVANCE_STATUSES = ['open', 'acknowledged', 'resolved', 'closed'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

export const GRIEVANCE_CATEGORIES = ['delivery', 'product_quality', 'wrong_item', 'payment_refund', 'seller', 'other'] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

/** The desk's filters: still to acknowledge or resolve, past a deadline, every ticket. */
export const GRIEVANCE_FILTERS = ['open', 'overdue', 'all'] as const;
export type GrievanceFilter = (typeof GRIEVANCE_FILTERS)[number];

/** The rule's deadlines: acknowledged within 48 hours, redressed within one month of the complaint. */
export const GRIEVANCE_ACK_HOURS = 48;

/** The ticket number people see and say: GR- and at least six digits, as order numbers (docs/product-rules.md 31). */
export function formatGrievanceNumber(number: number): string {
  return `GR-${String(number).padStart(6, '0')}`;
}

/** When a complaint made at `createdAt` must be acknowledged and resolved by (ISO-8601 UTC): 48 hours, one calendar month. */
export function grievanceDueDates(createdAt: string): { ackDueAt: string; resolveDueAt: string } {
  const created = new Date(createdAt);
  const ack = new Date(created.getTime() + GRIEVANCE_ACK_HOURS * 3_600_000);
  const resolve = new Date(created.getTime());
  const day = resolve.getUTCDate();
  resolve.setUTCMonth(resolve.getUTCMonth() + 1, 1);
  // 31 January -> the last day of February, never 3 March.
  const lastDay = new Date(Date.UTC(resolve.getUTCFullYear(), resolve.getUTCMonth() + 1, 0)).getUTCDate();
  resolve.setUTCDate(Math.min(day, lastDay));
  return { ackDueAt: ack.toISOString(), resolveDueAt: resolve.toISOString() };
}

/** The clock the desk shows of a ticket: what is due next, by when, how long is left (negative: overdue). */
export interface GrievanceClock {
  step: 'acknowledge' | 'resolve' | null;
  dueAt: string | null;
  msLeft: number | null;
  overdue: boolean;
}

/** The running clock of a ticket at `now` (ISO): an open one's acknowledgement, an acknowledged one's resolution; none once done. */
export function grievanceClock(t: { status: GrievanceStatus; ackDueAt: string; resolveDueAt: string }, now: string): GrievanceClock {
  const step = t.status === 'open' ? (Date.parse(t.ackDueAt) <= Date.parse(now) && Date.parse(t.resolveDueAt) <= Date.parse(now) ? 'resolve' : 'acknowledge') : t.status === 'acknowledged' ? 'resolve' : null;
  if (!step) return { step: null, dueAt: null, msLeft: null, overdue: false };
  const dueAt = step === 'acknowledge' ? t.ackDueAt : t.resolveDueAt;
  const msLeft = Date.parse(dueAt) - Date.parse(now);
  return { step, dueAt, msLeft, overdue: msLeft < 0 };
}

const messageField = z.string().trim().min(1, 'required').max(2000, 'tooLong2000');

export const GrievanceReply = z.object({
  id: z.string(),
  /** staff: the shop's answer; customer: the customer's own words (the complaint's text is the ticket's). */
  from: z.enum(['staff', 'customer']),
  message: z.string(),
  /** The step the reply went with. */
  step: z.enum(['acknowledge', 'reply', 'resolve', 'close']),
  createdAt: z.string(),
});
export type GrievanceReply = z.infer<typeof GrievanceReply>;

/** A ticket as its customer sees it: his own only. */
export const StoreGrievance = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  category: z.enum(GRIEVANCE_CATEGORIES),
  text: z.string(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  ackDueAt: z.string(),
  resolveDueAt: z.string(),
  replies: z.array(GrievanceReply),
});
export type StoreGrievance = z.infer<typeof StoreGrievance>;

export const StoreGrievanceList = z.object({ items: z.array(StoreGrievance) });
export type StoreGrievanceList = z.infer<typeof StoreGrievanceList>;

/** POST /api/store/orders/:id/grievances: "Report a problem" on the buyer's own order page. */
export const StoreReportProblem = z.object({
  category: z.enum(GRIEVANCE_CATEGORIES, 'required'),
  text: z.string().trim().min(1, 'required').max(2000, 'tooLong2000'),
});
export type StoreReportProblem = z.infer<typeof StoreReportProblem>;

/**
 * POST /api/store/grievances/lookup: a customer not signed in finds his ticket by its number and
 * the mobile or e-mail it was made with (the same "not found" for a wrong number or contact).
 */
export const StoreGrievanceLookup = z.object({
  number: z.string().trim().min(1, 'required').max(20, 'tooLong20'),
  contact: z.string().trim().min(1, 'required').max(254, 'tooLong254'),
});
export type StoreGrievanceLookup = z.infer<typeof StoreGrievanceLookup>;

/** GR-000123 as typed (gr-123, 000123, 123) as its integer; undefined for other text. */
export function parseGrievanceNumber(text: string): number | undefined {
  const match = /^\s*(?:gr\s*-?\s*)?0*(\d{1,12})\s*$/i.exec(text);
  if (!match) return undefined;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export const StoreGrievanceCreated = z.object({ id: z.string(), number: z.string(), ackDueAt: z.string(), resolveDueAt: z.string() });
export type StoreGrievanceCreated = z.infer<typeof StoreGrievanceCreated>;

export const AdminGrievance = StoreGrievance.extend({
  source: z.enum(GRIEVANCE_SOURCES),
  customer: z.object({ userId: z.string().nullable(), name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }),
  handledBy: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  closedAt: z.string().nullable(),
  overdue: z.boolean(),
  /** An ONDC buyer app's first escalation of the complaint (docs/product-rules.md 62): when, and the complainant's words. */
  escalation: z.object({ at: z.string(), words: z.string() }).nullable(),
});
export type AdminGrievance = z.infer<typeof AdminGrievance>;

export const AdminGrievanceListQuery = z.object({ show: z.enum(GRIEVANCE_FILTERS).default('open') });
export type AdminGrievanceListQuery = z.infer<typeof AdminGrievanceListQuery>;

/** The desk's list, with the server's time the clocks count from (the app's clock, never the browser's). */
export const AdminGrievanceList = z.object({
  items: z.array(AdminGrievance),
  asOf: z.string(),
  openCount: z.number().int(),
  overdueCount: z.number().int(),
});
export type AdminGrievanceList = z.infer<typeof AdminGrievanceList>;

/** The most tickets the desk lists at once (the oldest deadlines first; the counts say how many). */
export const GRIEVANCE_LIST_LIMIT = 200;

/** POST /api/admin/grievances: a complaint heard on a call or read on WhatsApp, entered by staff. */
export const AdminCreateGrievance = z.object({
  source: z.enum(['call', 'whatsapp']),
  mobile: mobileField,
  name: z.string().trim().min(1, 'required').max(100, 'tooLong100'),
  category: z.enum(GRIEVANCE_CATEGORIES, 'required'),
  text: z.string().trim().min(1, 'required').max(2000, 'tooLong2000'),
  /** HY-000123 as the caller says it; optional. */
  orderNumber: z
    .string()
    .trim()
    .max(20, 'tooLong20')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type AdminCreateGrievance = z.infer<typeof AdminCreateGrievance>;
export type AdminCreateGrievanceInput = z.input<typeof AdminCreateGrievance>;

/** Acknowledge, reply, resolve: the words sent to the customer. Close: optional why. */
export const AdminGrievanceMessage = z.object({ message: messageField });
export type AdminGrievanceMessage = z.infer<typeof AdminGrievanceMessage>;
export const AdminCloseGrievance = z.object({
  message: z
    .string()
    .trim()
    .max(2000, 'tooLong2000')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type AdminCloseGrievance = z.infer<typeof AdminCloseGrievance>;
