import { z } from 'zod';

/**
 * The Beckn context, the ACK/NACK answer and the small shapes every ONDC message shares, as the
 * shop's seller node (BPP) for ONDC:AGR10 (agri inputs) reads and writes them.
 *
 * Written from ONDC's retail API contract, "ONDC Protocol API for retail", version 1.2.0 (an
 * adaptation of Beckn core): ONDC-Official/ONDC-RET-Specifications, branch draft-1.2.1, commit
 * 83c457cc49bd73fef4f067e971ba053e42d9c361, api/components/beckn_yaml.yaml, schemas Context, Ack,
 * Error, Price, DecimalValue, TagGroup; and from the AGR10 examples that use it:
 * ONDC-Official/ONDC-AGR-Specifications, branch draft-agri_input, commit
 * 12ac1a5e96b5f63986ceff313c7b4cf7b679a2bc, api/components/Examples/Agri_Products/ (context.domain
 * "ONDC:AGR10", core_version "1.2.0").
 *
 * ONDC's "1.2.0" is ONDC's own version of its retail contract, adapted from Beckn core 0.9.3
 * (beckn/protocol-specifications, branch core-0.9.x-lts, core/v0/api/core.yaml): its context has a
 * flat `city`, `country` and `core_version`. Beckn core 1.x (branch core-1.2-release, commit
 * 7c0da6700726bd3fee125ee9a0f22c911d7831b5, schema/Context.yaml) moved them to `location.city`,
 * `location.country` and `version`; that is ONDC's 2.x shape, not AGR10 1.2.0's, so it is refused here.
 *
 * What the shop receives is read loosely (unknown fields pass: a buyer app that sends more than the
 * contract is not refused for it), with every field the contract requires enforced.
 */

/** The ONDC domain code of agri inputs (AGR specs api/components/enums/context.yaml: "Agri Input Products"). */
export const AGR10_DOMAIN = 'ONDC:AGR10';
/** context.core_version of ONDC retail 1.2.0, as every AGR10 example sends it. */
export const ONDC_CORE_VERSION = '1.2.0';
/** context.country: ISO 3166-1 alpha-3; ONDC is India's network. */
export const ONDC_COUNTRY = 'IND';

/** The calls a seller node answers (Context.action enum, the requests; issue and issue_status are IGM 1.0.0's, igm-messages.ts). */
export const BECKN_REQUEST_ACTIONS = ['search', 'select', 'init', 'confirm', 'status', 'track', 'cancel', 'update', 'issue', 'issue_status'] as const;
export type BecknRequestAction = (typeof BECKN_REQUEST_ACTIONS)[number];
/** The callbacks a seller node sends (Context.action enum, the on_ actions). */
export const BECKN_CALLBACK_ACTIONS = ['on_search', 'on_select', 'on_init', 'on_confirm', 'on_status', 'on_track', 'on_cancel', 'on_update', 'on_issue', 'on_issue_status'] as const;
export type BecknCallbackAction = (typeof BECKN_CALLBACK_ACTIONS)[number];
export type BecknAction = BecknRequestAction | BecknCallbackAction;

const text = z.string().trim().min(1, 'Required');

/** ISO 8601 duration ("PT30S", "P1D", "P7D"), as Context.ttl, Duration, time_to_ship and return_window are written. */
export const isoDurationSchema = z
  .string()
  .regex(/^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/, 'An ISO 8601 duration, like PT30S or P1D');

/** Context.timestamp: RFC 3339 date-time ("2024-03-15T08:38:36.933Z"). */
export const rfc3339Schema = z.iso.datetime({ offset: true, message: 'An RFC 3339 date-time, like 2024-03-15T08:38:36.933Z' });

/** Beckn DecimalValue: a number written as a string ("820.00", "10", "0.0"). */
export const decimalStringSchema = z.string().regex(/^[+-]?(\d*\.)?\d+$/, 'A number written as a string, like "820.00"');

/** A price as the shop sends it: rupees with exactly two decimals ("820.00"); never negative. */
export const rupeeStringSchema = z.string().regex(/^\d+\.\d{2}$/, 'Rupees with two decimals, like "820.00"');

/** Price (beckn_yaml Price) as a buyer app sends it: any DecimalValue. */
export const priceSchema = z.looseObject({
  currency: text,
  value: decimalStringSchema,
  maximum_value: decimalStringSchema.optional(),
});

/** Price as the shop sends it: INR, two decimals. */
export const inrPriceSchema = z.looseObject({
  currency: z.literal('INR'),
  value: rupeeStringSchema,
  maximum_value: rupeeStringSchema.optional(),
});

/** A tag inside a TagGroup (retail 1.2.0 examples: { code, value }). */
export const tagSchema = z.looseObject({ code: text, value: z.string() });
/** TagGroup: { code, list[] }, how ONDC carries attributes, terms and serviceability. */
export const tagGroupSchema = z.looseObject({ code: text, list: z.array(tagSchema) });
export type TagGroup = z.infer<typeof tagGroupSchema>;

/** Gps: "lat,long" (beckn_yaml Gps pattern). */
export const gpsSchema = z.string().regex(/^[-+]?\d{1,2}(\.\d+)?,\s*[-+]?\d{1,3}(\.\d+)?$/, 'GPS as "latitude,longitude"');

/** An id of the context as sent, not blank and at most `max` characters. */
const exactId = (max: number) => z.string().max(max, `At most ${max} characters`).refine((v) => v.trim().length > 0, 'Required');

const contextShape = {
  domain: text,
  country: z.string().regex(/^[A-Z]{3}$/, 'An ISO 3166-1 alpha-3 country code, like IND'),
  // City.code: "std:<STD code>", or "*" for every city (retail 1.2.0 search by city).
  city: z.string().regex(/^(std:\d{2,5}|\*)$/, 'A city code like std:080, or *'),
  action: z.enum([...BECKN_REQUEST_ACTIONS, ...BECKN_CALLBACK_ACTIONS]),
  core_version: text,
  // The lengths the shop keeps them in (ondc_messages): far above ONDC's domain names and UUIDs.
  // Kept exactly as sent, never trimmed: the callback must name the very ids the request did.
  bap_id: exactId(255),
  bap_uri: z.url().max(500, 'At most 500 characters'),
  bpp_id: exactId(255).optional(),
  bpp_uri: z.url().max(500, 'At most 500 characters').optional(),
  transaction_id: exactId(100),
  message_id: exactId(100),
  timestamp: rfc3339Schema,
  key: z.string().optional(),
  ttl: isoDurationSchema.optional(),
};

/**
 * Any Beckn context (beckn_yaml Context). Required there: domain, action, core_version, bap_id,
 * bap_uri, transaction_id, message_id, city; country and timestamp are required here too, since
 * every ONDC example carries them and a stale request (code 30022) is judged by the timestamp.
 */
export const becknContextSchema = z.looseObject(contextShape);
export type BecknContext = z.infer<typeof becknContextSchema>;

/**
 * The context of one action at this shop's node: domain ONDC:AGR10, core version 1.2.0, country
 * IND. bpp_id and bpp_uri are "mandatory for all peer-to-peer API requests, i.e. except search and
 * on_search" (Context.bpp_id); the shop's own on_search names itself anyway, so only a search may
 * come without them.
 */
export function agr10ContextSchema<A extends BecknAction>(action: A) {
  const base = z.looseObject({
    ...contextShape,
    domain: z.literal(AGR10_DOMAIN),
    country: z.literal(ONDC_COUNTRY),
    core_version: z.literal(ONDC_CORE_VERSION),
    action: z.literal(action),
  });
  return action === 'search' ? base : base.extend({ bpp_id: contextShape.bap_id, bpp_uri: contextShape.bap_uri });
}

/** Error.type (beckn_yaml Error). */
export const BECKN_ERROR_TYPES = ['CONTEXT-ERROR', 'CORE-ERROR', 'DOMAIN-ERROR', 'POLICY-ERROR', 'JSON-SCHEMA-ERROR'] as const;
export type BecknErrorType = (typeof BECKN_ERROR_TYPES)[number];

/** Error (beckn_yaml Error): type and code required; code is one of ONDC's error codes (ondc-errors.ts). */
export const becknErrorSchema = z.looseObject({
  type: z.enum(BECKN_ERROR_TYPES),
  code: z.string().regex(/^\d{5}$/, 'A five-digit ONDC error code'),
  path: z.string().optional(),
  message: z.string().optional(),
});
export type BecknError = z.infer<typeof becknErrorSchema>;

/** The synchronous answer to every request and callback (Ack: status ACK when the message is taken, NACK when not). */
export const ackResponseSchema = z.object({
  message: z.object({ ack: z.object({ status: z.enum(['ACK', 'NACK']) }) }),
  error: becknErrorSchema.optional(),
});
export type AckResponse = z.infer<typeof ackResponseSchema>;
