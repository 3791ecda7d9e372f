import { z } from 'zod';

/**
 * The courier's COD remittances matched to orders (docs/product-rules.md 60,
 * docs/decisions/0075-cod-remittances.md): the statement uploaded, the remittances kept, and each
 * line's outcome for the accountant. Messages are keys of VALIDATION_MESSAGES.
 */

/** The largest statement taken (characters of CSV text): a weekly remittance of a shop this size is a few hundred rows. */
export const MAX_REMITTANCE_CSV_CHARS = 512 * 1024;
/** The most AWB rows one remittance file may have. */
export const MAX_REMITTANCE_ROWS = 2000;

/**
 * What became of one line of a remittance:
 * - `matched`: a COD order awaiting its cash, for exactly its total: its cash is marked collected;
 * - `amount_differs`: a COD order awaiting its cash, for another amount: nothing changed;
 * - `unknown_awb`: no shipment of the shop has this AWB;
 * - `not_cod`: the order was paid otherwise (online, bank transfer): the courier collected no cash for it;
 * - `already_collected`: its cash was recorded already (by hand, or by an earlier remittance), or given back;
 * - `order_cancelled`: the order is cancelled: cash is never recorded on it.
 */
export const REMITTANCE_OUTCOMES = ['matched', 'amount_differs', 'unknown_awb', 'not_cod', 'already_collected', 'order_cancelled'] as const;
export type RemittanceOutcome = (typeof REMITTANCE_OUTCOMES)[number];

/** Why a statement's row cannot be read (the 400 `remittance_file_invalid`'s params.problem). */
export const REMITTANCE_FILE_PROBLEMS = [
  'empty',
  'too_many_rows',
  'missing_column',
  'unclosed_quote',
  'awb',
  'duplicate_awb',
  'amount',
  'reference',
  'mixed_references',
  'date',
] as const;
export type RemittanceFileProblem = (typeof REMITTANCE_FILE_PROBLEMS)[number];

/** POST /api/admin/cod-remittances: the courier's remittance statement as the CSV text of its file. */
export const AdminImportCodRemittance = z.object({
  csv: z.string('required').min(1, 'required').max(MAX_REMITTANCE_CSV_CHARS, 'remittanceFileTooLarge'),
});
export type AdminImportCodRemittance = z.infer<typeof AdminImportCodRemittance>;

/** One remittance in the list, with its totals. */
export const AdminCodRemittance = z.object({
  id: z.string(),
  carrier: z.literal('shiprocket'),
  /** Shiprocket's CRF ID of the remittance (else the bank's UTR, when the file has no CRF ID). */
  reference: z.string(),
  utr: z.string().nullable(),
  remittedOn: z.string(),
  /** The sum of the file's lines. */
  amountPaise: z.number().int(),
  /** The sum of the lines whose cash was marked collected. */
  matchedPaise: z.number().int(),
  lineCount: z.number().int(),
  matchedCount: z.number().int(),
  /** Lines for the accountant to look into: every outcome but matched. */
  differenceCount: z.number().int(),
  recordedBy: z.string(),
  recordedByName: z.string(),
  createdAt: z.string(),
});
export type AdminCodRemittance = z.infer<typeof AdminCodRemittance>;

export const AdminCodRemittanceList = z.object({ items: z.array(AdminCodRemittance) });
export type AdminCodRemittanceList = z.infer<typeof AdminCodRemittanceList>;

export const AdminCodRemittanceLine = z.object({
  /** The row of the file it came from (the header is row 1). */
  row: z.number().int(),
  awb: z.string(),
  orderId: z.string().nullable(),
  /** HY-000123, when the AWB is a shipment's. */
  orderNumber: z.string().nullable(),
  amountPaise: z.number().int(),
  /** The order's total: what the courier should have remitted (null: no order). */
  expectedPaise: z.number().int().nullable(),
  outcome: z.enum(REMITTANCE_OUTCOMES),
});
export type AdminCodRemittanceLine = z.infer<typeof AdminCodRemittanceLine>;

/** GET /api/admin/cod-remittances/:id (and the import's answer): the remittance and its lines. */
export const AdminCodRemittanceDetail = z.object({ remittance: AdminCodRemittance, lines: z.array(AdminCodRemittanceLine) });
export type AdminCodRemittanceDetail = z.infer<typeof AdminCodRemittanceDetail>;
