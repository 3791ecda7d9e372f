import { z } from 'zod';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { gstinField } from './gst.ts';

/** The series a document is numbered in (GSTR-1 table 13): invoices (with invoice-cum-bills), bills of supply, credit notes. */
export const DOCUMENT_SERIES_KINDS = ['invoices', 'bills_of_supply', 'credit_notes'] as const;

/** GET /api/admin/reports/gst: a calendar month, YYYY-MM (India's calendar). */
export const GstReportQuery = z.object({
  month: z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month'),
  /**
   * Whose return: each GST registration files its own (docs/product-rules.md 59). A stock
   * location's GSTIN in another state; absent (or the shop's own): the principal place's.
   */
  gstin: gstinField.optional(),
});
export type GstReportQuery = z.infer<typeof GstReportQuery>;

const Figures = {
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
};

/** Where a nil-rated or exempt supply went: another state or the shop's, to a registered buyer or not (GSTR-1 table 8). */
export const NIL_SUPPLY_TYPES = ['inter_registered', 'intra_registered', 'inter_unregistered', 'intra_unregistered'] as const;

/** An invoice as GSTR-1 lists it: its number and date (India's, YYYY-MM-DD), its whole value, where it was supplied, a rate of its lines. */
const Invoice = {
  number: z.string(),
  date: z.string(),
  invoiceValuePaise: z.number().int(),
  placeOfSupply: z.enum(INDIAN_STATES_AND_UTS),
  rateBp: z.number().int(),
};
/** A credit note likewise, with the number of the invoice it credits. */
const Note = {
  number: z.string(),
  date: z.string(),
  against: z.string(),
  noteValuePaise: z.number().int(),
  placeOfSupply: z.enum(INDIAN_STATES_AND_UTS),
  rateBp: z.number().int(),
};

/**
 * What GSTR-1 asks of the shop for a month, from the documents the shop itself issued (vendors
 * file their own returns): taxable value and each tax by rate, an HSN-wise summary, credit notes,
 * and the documents issued with the first and last number of each series.
 */
export const GstReport = z.object({
  month: z.string(),
  byRate: z.array(z.object({ rateBp: z.number().int(), ...Figures })),
  /**
   * GSTR-1's HSN-wise summary: one row per HSN code, unit quantity code and rate (goods of one
   * code sold by weight and by count, or at two rates, make two rows), the quantity the sum of
   * the lines' in that unit (2 bags of 40 kg are 80 KGS: docs/decisions/0035-uqc-and-gst-classes).
   */
  hsnSummary: z.array(z.object({ hsnCode: z.string(), description: z.string(), unit: z.string(), rateBp: z.number().int(), quantity: z.number().int(), ...Figures })),
  creditNotes: z.object({ count: z.number().int(), ...Figures }),
  /** Invoices to business buyers (B2B, table 4A): one row per invoice and rate, with the buyer's GSTIN and legal name (docs/product-rules.md 44). */
  b2b: z.array(z.object({ gstin: z.string(), receiverName: z.string(), ...Invoice, ...Figures })),
  /** Invoices to unregistered buyers in another state above ₹1,00,000 (B2C large, table 5): one row per invoice and rate. */
  b2cl: z.array(z.object({ ...Invoice, ...Figures })),
  /** The other supplies to unregistered buyers (B2C small, table 7): by place of supply, within or between states, and rate, net of their credit notes. */
  b2cs: z.array(z.object({ placeOfSupply: z.enum(INDIAN_STATES_AND_UTS), supplyType: z.enum(['intra', 'inter']), rateBp: z.number().int(), ...Figures })),
  /** Nil-rated and exempt goods (table 8): their value by kind of supply. */
  nilRated: z.array(z.object({ supplyType: z.enum(NIL_SUPPLY_TYPES), valuePaise: z.number().int() })),
  /** Credit notes to business buyers (CDNR, table 9B): one row per note and rate. */
  cdnr: z.array(z.object({ gstin: z.string(), receiverName: z.string(), ...Note, ...Figures })),
  /** Credit notes against large invoices to unregistered buyers (CDNUR, table 9B). */
  cdnur: z.array(z.object({ ...Note, ...Figures })),
  documents: z.array(
    z.object({
      kind: z.enum(DOCUMENT_SERIES_KINDS),
      series: z.string(),
      first: z.string(),
      last: z.string(),
      count: z.number().int(),
    }),
  ),
  totals: z.object(Figures),
});
export type GstReport = z.infer<typeof GstReport>;
