import { indianDate, indiaDayStartUtc } from '#shared/india';
import type { CargoKind } from '#shared/schemas/eway-bills';

/**
 * When a consignment needs an e-way bill, and how long one is valid (CGST Rule 138,
 * docs/decisions/0073). Pure functions of the consignment and of an instant given to them: never
 * the clock, so the dispatcher's screen, the documents and the tests agree on the same day.
 */

/** Rule 138(1): an e-way bill for a consignment whose value exceeds fifty thousand rupees. */
export const DEFAULT_EWAY_BILL_THRESHOLD_PAISE = 50_00_000;

/**
 * The limit a consignment's value must exceed. Between states it is Rule 138's ₹50,000; within
 * one state, the state's own rule under its SGST Act may set a higher one (several set ₹1,00,000),
 * which the shop keeps as a setting for the states it dispatches from.
 */
export function eWayBillThresholdPaise(movement: { interState: boolean; intraStateThresholdPaise?: number }): number {
  return movement.interState ? DEFAULT_EWAY_BILL_THRESHOLD_PAISE : (movement.intraStateThresholdPaise ?? DEFAULT_EWAY_BILL_THRESHOLD_PAISE);
}

/** A line of the consignment's invoice: its taxable value, its GST, and whether its goods are exempt (nil-rated). */
export interface ConsignmentLine {
  taxablePaise: number;
  taxPaise: number;
  exempt: boolean;
}

/**
 * The consignment value of Rule 138's Explanation 2: the value of the goods on the invoice with
 * the CGST, SGST or UTGST, IGST and cess charged on it, leaving out the exempt goods of an invoice
 * that has both exempt and taxable ones (a bag of nil-rated seed beside a sprayer). An invoice of
 * exempt goods alone is 0: such goods move without an e-way bill (Rule 138(14)(d)).
 */
export function consignmentValuePaise(lines: readonly ConsignmentLine[]): number {
  return lines.reduce((sum, l) => (l.exempt ? sum : sum + l.taxablePaise + l.taxPaise), 0);
}

/** Whether a consignment of this value needs an e-way bill: its value exceeds the limit (one of exactly ₹50,000 does not). */
export function needsEWayBill(valuePaise: number, thresholdPaise: number = DEFAULT_EWAY_BILL_THRESHOLD_PAISE): boolean {
  return valuePaise > thresholdPaise;
}

/**
 * The days an e-way bill is valid for the distance (Rule 138(10), as amended from 1 January 2021):
 * one day up to 200 km and one more for every 200 km or part of it beyond; for over-dimensional
 * cargo, one day up to 20 km and one more for every 20 km or part of it. 0 km (the portal works the
 * distance out) is within the first day.
 */
export function validityDays(distanceKm: number, cargo: CargoKind = 'regular'): number {
  if (!Number.isInteger(distanceKm) || distanceKm < 0) throw new RangeError(`A distance is a whole number of km, 0 or more: ${distanceKm}`);
  const perDay = cargo === 'over_dimensional' ? 20 : 200;
  return Math.max(1, Math.ceil(distanceKm / perDay));
}

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface EWayBillValidity {
  days: number;
  /** The day in India it was generated on (YYYY-MM-DD). */
  generatedOn: string;
  /** The last day it is valid on, in India (YYYY-MM-DD). */
  lastDay: string;
  /** The instant it stops being valid: midnight in India at the end of its last day, as UTC ISO text. */
  validUntil: string;
}

/**
 * How long an e-way bill generated at `generatedAt` is valid. Rule 138(10)'s Explanation counts
 * from its generation, each day "expiring at midnight of the day immediately following the date of
 * generation": one generated at 10 am on 3 May for a day runs to midnight at the end of 4 May, and
 * the portal's own answers agree (generated on 03/05/2018 for 25 days, valid up to 28/05/2018
 * 11:59 PM). The days are India's, whatever the server's time zone.
 */
export function eWayBillValidity(generatedAt: Date, distanceKm: number, cargo: CargoKind = 'regular'): EWayBillValidity {
  const days = validityDays(distanceKm, cargo);
  const generatedOn = indianDate(generatedAt);
  const lastDay = addDays(generatedOn, days);
  return { days, generatedOn, lastDay, validUntil: indiaDayStartUtc(addDays(lastDay, 1)) };
}

/** Whether an e-way bill valid until `validUntil` still is at `at`. */
export const isEWayBillValidAt = (validUntil: string, at: Date) => at.getTime() < Date.parse(validUntil);
