import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { TrackingEvent, TrackingStatus } from './carrier.ts';

/**
 * Shiprocket's tracking webhook (its API documentation, "Webhooks"; docs/decisions/0072): a POST of
 * JSON on every new scan, to the address set in the panel (Settings > API > Webhooks), with the
 * security token set there in the `x-api-key` header. Shiprocket signs nothing: the token is the
 * only proof the call is Shiprocket's, and it expects an HTTP 200 back.
 */
export const SHIPROCKET_TOKEN_HEADER = 'x-api-key';

/** The token Shiprocket sent is the shop's SHIPROCKET_WEBHOOK_TOKEN: compared in constant time, lengths included. */
export function isShiprocketToken(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string' || expected === '') return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Shiprocket's shipment status codes (sr-status, and the webhook's shipment_status_id) for which
 * the shop has a word, as its tracking answers and webhook example label them. Others (AWB
 * assigned, pickup scheduled, out for pickup, manifest generated...) come before the courier has
 * the parcel: kept as raw, with no word.
 */
const BY_CODE: ReadonlyMap<number, TrackingStatus> = new Map([
  [42, 'picked_up'], // PICKED UP
  [6, 'in_transit'], // SHIPPED: at the courier's hub after the pickup
  [18, 'in_transit'], // IN TRANSIT
  [38, 'in_transit'], // REACHED AT DESTINATION HUB
  [17, 'out_for_delivery'], // OUT FOR DELIVERY
  [7, 'delivered'], // DELIVERED
  [21, 'undelivered'], // UNDELIVERED: a failed attempt (NDR)
  [9, 'rto_initiated'], // RTO INITIATED
  [10, 'rto_delivered'], // RTO DELIVERED
  [8, 'cancelled'], // CANCELED
]);

/** The same statuses by their label, for an update whose code is missing or not one of those. */
const BY_LABEL: ReadonlyMap<string, TrackingStatus> = new Map([
  ['PICKED UP', 'picked_up'],
  ['SHIPPED', 'in_transit'],
  ['IN TRANSIT', 'in_transit'],
  ['REACHED AT DESTINATION HUB', 'in_transit'],
  ['OUT FOR DELIVERY', 'out_for_delivery'],
  ['DELIVERED', 'delivered'],
  ['UNDELIVERED', 'undelivered'],
  ['RTO INITIATED', 'rto_initiated'],
  ['RTO DELIVERED', 'rto_delivered'],
  ['CANCELED', 'cancelled'],
  ['CANCELLED', 'cancelled'],
]);

const Text = z.union([z.string(), z.number()]).transform((v) => String(v).trim());
const Code = z.union([z.number().int(), z.string().trim().regex(/^\d+$/).transform(Number)]);

const Scan = z.object({ date: z.string().optional(), status: z.string().optional(), activity: z.string().optional(), location: z.string().optional(), 'sr-status': Text.optional(), 'sr-status-label': z.string().optional() });

/** The documented payload's fields the shop reads; the rest (pod, qc_image, channel_id...) are let pass. */
const TrackingUpdate = z.object({
  awb: Text.pipe(z.string().min(1, 'the AWB is missing').max(40)),
  current_status: z.string().trim().min(1).max(200),
  current_status_id: Code.nullish(),
  shipment_status: z.string().trim().max(200).nullish(),
  shipment_status_id: Code.nullish(),
  current_timestamp: z.string().nullish(),
  order_id: Text.nullish(),
  courier_name: z.string().nullish(),
  scans: z.array(Scan).nullish(),
});

export class TrackingPayloadError extends Error {
  override readonly name = 'TrackingPayloadError';
}

/**
 * One webhook's body as the shop's tracking event. The status is read from shipment_status_id
 * first: Shiprocket's own example sends "IN TRANSIT" with current_status_id 20 but
 * shipment_status_id 18, the code its tracking API labels IN TRANSIT; then from the labels. A
 * status with no word in the shop is kept (status null, rawStatus as sent), never refused: the
 * courier's updates go on whatever the shop knows of them. A body without an AWB or a status is
 * refused (TrackingPayloadError).
 */
export function parseShiprocketTracking(body: unknown): TrackingEvent {
  const parsed = TrackingUpdate.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new TrackingPayloadError(`Not a Shiprocket tracking update: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'unreadable'}`);
  }
  const u = parsed.data;
  const status =
    (u.shipment_status_id == null ? undefined : BY_CODE.get(u.shipment_status_id)) ??
    BY_LABEL.get(label(u.shipment_status)) ??
    BY_LABEL.get(label(u.current_status)) ??
    null;
  const lastScan = u.scans?.at(-1);
  return {
    awb: u.awb,
    status,
    rawStatus: u.current_status,
    rawStatusId: u.shipment_status_id ?? u.current_status_id ?? null,
    at: shiprocketTime(u.current_timestamp) ?? shiprocketTime(lastScan?.date) ?? null,
    courierName: u.courier_name?.trim() || null,
    orderNumber: u.order_id || null,
    // The latest scan's place, as the courier wrote it ("Pune_Hub" reads "Pune Hub" on the farmer's timeline).
    location: placeOf(lastScan?.location),
  };
}

/** A courier's place name as a person reads it: underscores as spaces, at most 100 characters; null for none. */
function placeOf(text: string | undefined): string | null {
  const place = (text ?? '').replace(/_+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 100);
  return place === '' ? null : place;
}

const label = (text: string | null | undefined) => (text ?? '').trim().toUpperCase().replace(/[\s_-]+/g, ' ');

/**
 * Shiprocket's times are India's, without a zone: "23 05 2023 11:43:52" (the webhook's
 * current_timestamp) or "2023-05-19 11:59:16" (its scans). Answered as ISO 8601 (UTC); undefined
 * when neither form.
 */
export function shiprocketTime(text: string | null | undefined): string | undefined {
  const t = (text ?? '').trim();
  const dmy = /^(\d{2})[ /-](\d{2})[ /-](\d{4})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(t);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(t);
  const [y, mo, d, h, mi, s] = dmy ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]] : ymd ? ymd.slice(1) : [];
  if (!y) return undefined;
  const ms = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}+05:30`);
  if (!Number.isFinite(ms)) return undefined;
  const iso = new Date(ms).toISOString();
  // Date.parse rolls 31 02 over into March: a date that does not exist is not read.
  return new Date(ms + 330 * 60_000).toISOString().slice(0, 10) === `${y}-${mo}-${d}` ? iso : undefined;
}
