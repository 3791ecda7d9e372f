import { z } from 'zod';

/** Where an e-invoice stands at the IRP (docs/product-rules.md 45). */
export const EINVOICE_STATUSES = ['pending', 'reported', 'failed', 'cancel_pending', 'cancelled', 'cancel_failed'] as const;

/** One of the shop's tax invoices, or a credit note against one, on its way to the IRP or refused by it (Admin -> Tax & Business). */
export const AdminEInvoice = z.object({
  documentId: z.string(),
  /** The document's number (HYI2627-00000042, a credit note's HYC2627-00000007). */
  documentNumber: z.string(),
  /** A tax invoice (INV), or a credit note (CRN) against one. */
  kind: z.enum(['tax_invoice', 'credit_note']),
  /** A credit note's: the number of the invoice it credits. */
  refersToNumber: z.string().nullable(),
  /** A credit note sent once its invoice is reported, which is not yet (docs/product-rules.md 45). */
  waitsForInvoice: z.boolean(),
  orderId: z.string(),
  status: z.enum(EINVOICE_STATUSES),
  attempts: z.number().int(),
  /** The IRP's or the provider's error text of the last attempt (never a credential). */
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  /** The IRN once the IRP gave one (an invoice whose cancellation failed has one). */
  irn: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminEInvoice = z.infer<typeof AdminEInvoice>;

/** GET /api/admin/einvoices: those that failed, then those waiting. */
export const AdminEInvoiceList = z.object({ items: z.array(AdminEInvoice) });
export type AdminEInvoiceList = z.infer<typeof AdminEInvoiceList>;

/** POST /api/admin/einvoices/:documentId/retry */
export const EInvoiceParams = z.object({ documentId: z.string().max(64) });
