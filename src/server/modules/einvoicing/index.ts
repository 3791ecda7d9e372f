// einvoicing: the shop's tax invoices to business buyers, and its credit notes against them,
// reported to the IRP through a GSP, their IRNs and signed QR codes, cancellations within 24 hours,
// Admin's list of failures (docs/product-rules.md 45, docs/decisions/0061). The front door of the
// module (docs/decisions/0042).
export { EInvoicing, EInvoiceMarks, type EInvoiceDocuments, type EInvoiceRun, type EInvoicingSettings } from './einvoicing.service.ts';
export { type EInvoiceProvider, EInvoiceError, type RegisteredInvoice } from './einvoice-provider.ts';
export { GspEInvoiceProvider } from './gsp-provider.ts';
export { type InvoiceFacts } from './einvoice-payload.ts';
export { adminEInvoiceRoutes } from './einvoicing.routes.ts';
