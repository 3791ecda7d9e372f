import { z } from 'zod';
import { mobileField } from './mobile-sign-in.ts';

/**
 * The call-centre's call-back queue (docs/product-rules.md 51, docs/decisions/0066): farmers who
 * gave a missed call, asked on the shop's pages to be called, or whom an agent put in the queue.
 */

/** Where a request (each call of it) came from. */
export const CALL_BACK_SOURCES = ['missed_call', 'web_form', 'agent'] as const;
export type CallBackSource = (typeof CALL_BACK_SOURCES)[number];

/** How the agent's call ended, said when closing the request. */
export const CALL_BACK_OUTCOMES = ['ordered', 'call_later', 'not_reachable', 'no_need'] as const;
export type CallBackOutcome = (typeof CALL_BACK_OUTCOMES)[number];

/** The most open requests the desk lists at once (the oldest; the count says how many wait). */
export const CALL_BACK_LIST_LIMIT = 100;

/** An optional text, trimmed: blank is none. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));
/** What the farmer wants to talk about, in his own words ("cotton seed", "sprayer"). */
const interestField = optionalText(100, 'tooLong100');
/** The product whose page the farmer asked from; one the catalogue does not have is dropped by the server. */
const productIdField = optionalText(64, 'unknownProduct');

/** POST /api/store/call-backs: "Call me back" on the product and contact pages. */
export const StoreCallBackRequest = z.object({
  mobile: mobileField,
  interest: interestField,
  productId: productIdField,
});
export type StoreCallBackRequest = z.infer<typeof StoreCallBackRequest>;
export type StoreCallBackRequestInput = z.input<typeof StoreCallBackRequest>;

/** The answer: never whether the number has an account or was in the queue already. */
export const StoreCallBackReceived = z.object({ receivedAt: z.string() });
export type StoreCallBackReceived = z.infer<typeof StoreCallBackReceived>;

/** POST /api/admin/call-backs: an agent puts a farmer in the queue (a call on another line, a visit). */
export const AdminCreateCallBack = StoreCallBackRequest;
export type AdminCreateCallBack = z.infer<typeof AdminCreateCallBack>;
export type AdminCreateCallBackInput = z.input<typeof AdminCreateCallBack>;

/** POST /api/admin/call-backs/:id/close */
export const AdminCloseCallBack = z.object({
  outcome: z.enum(CALL_BACK_OUTCOMES, 'callBackOutcome'),
  note: z.string().trim().max(1000, 'tooLong1000').default(''),
});
export type AdminCloseCallBack = z.infer<typeof AdminCloseCallBack>;
export type AdminCloseCallBackInput = z.input<typeof AdminCloseCallBack>;

const Person = z.object({ id: z.string(), name: z.string().nullable() });

/** A request as the desk lists it. */
export const AdminCallBack = z.object({
  id: z.string(),
  /** +91 and 10 digits. */
  mobile: z.string(),
  /** Where its calls came from, the first first. */
  sources: z.array(z.enum(CALL_BACK_SOURCES)),
  /** How many times the farmer asked (missed calls, forms, an agent's entries) while it was open. */
  calls: z.number().int(),
  firstCallAt: z.string(),
  lastCallAt: z.string(),
  interest: z.string().nullable(),
  /** The product asked about; its name null once the product is gone. */
  product: Person.nullable(),
  /** The agent who took it; null while it waits. */
  assignedTo: Person.nullable(),
  assignedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  outcome: z.enum(CALL_BACK_OUTCOMES).nullable(),
  note: z.string().nullable(),
});
export type AdminCallBack = z.infer<typeof AdminCallBack>;

/** GET /api/admin/call-backs: the open requests, oldest first (at most CALL_BACK_LIST_LIMIT), and how many are open. */
export const AdminCallBackList = z.object({ items: z.array(AdminCallBack), total: z.number().int(), waiting: z.number().int() });
export type AdminCallBackList = z.infer<typeof AdminCallBackList>;

/** The farmer behind the number, when the shop has an account with it as its mobile. */
export const CallBackCaller = z.object({
  name: z.string(),
  /** en, hi or mr; null until the account chose one. */
  language: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  /** My farm's crops (docs/product-rules.md 42). */
  crops: z.array(z.object({ crop: z.string(), name: z.string(), acres: z.number(), sownOn: z.string() })),
  /** The latest orders, newest first. */
  orders: z.array(z.object({ number: z.string(), status: z.string(), totalPaise: z.number().int(), placedAt: z.string() })),
});
export type CallBackCaller = z.infer<typeof CallBackCaller>;

/** The request an agent holds, with the farmer found by its number (null: a new caller). */
export const AdminCallBackDesk = z.object({ request: AdminCallBack.nullable(), caller: CallBackCaller.nullable() });
export type AdminCallBackDesk = z.infer<typeof AdminCallBackDesk>;

/**
 * GET /api/telephony/exotel/passthru/:token: the query Exotel's Passthru applet sends ("Working
 * with Passthru Applet", support.exotel.com/support/solutions/articles/48283). Only some of its
 * parameters come, by where the applet sits in the flow: CallFrom is the caller of an incoming
 * call (older flows send From); every other parameter is kept as sent and not read.
 */
export const ExotelPassthruQuery = z
  .object({
    CallSid: z.string('required').trim().min(1, 'required').max(100, 'tooLong100'),
    CallFrom: z.string().trim().max(32).optional(),
    From: z.string().trim().max(32).optional(),
    CallTo: z.string().trim().max(32).optional(),
    Direction: z.string().trim().max(32).optional(),
    StartTime: z.string().trim().max(40).optional(),
    CurrentTime: z.string().trim().max(40).optional(),
    DialWhomNumber: z.string().trim().max(32).optional(),
  })
  .loose();
export type ExotelPassthruQuery = z.infer<typeof ExotelPassthruQuery>;

/** What the shop answers Exotel (200: the flow's first branch, whatever was recorded). */
export const ExotelPassthruAnswer = z.object({
  /** The call is in the queue (now or by an earlier delivery of the same CallSid). */
  recorded: z.boolean(),
  /** Why not: an outgoing call, or a caller that is no Indian mobile (a landline, a hidden number). */
  ignored: z.enum(['not_incoming', 'not_a_mobile']).optional(),
});
export type ExotelPassthruAnswer = z.infer<typeof ExotelPassthruAnswer>;
