import { z } from 'zod';

/** The series a document is numbered in (GSTR-1 table 13): invoices (with invoice-cum-bills), bills of supply, credit notes. */
export const DOCUMENT_SERIES_KINDS = ['invoices', 'bills_of_supply', 'credit_notes'] as const;

/** GET /api/admin/reports/gst: a calendar month, YYYY-MM (India's calendar). */
export const GstReportQuery = z.object({
  month: z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month'),
});
export type GstReportQuery = z.infer<typeof GstReportQuery>;

const Figures = {
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
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
