// documents: tax documents (invoices, bills of supply, credit notes) and their PDFs, and the
// shop's GST report (docs/decisions/0013). The front door of the module (docs/decisions/0042).
export { DocumentsService, type DocumentEInvoices, type ShopRegistration } from './documents.service.ts';
export type { EInvoiceMark, EWayBillMark } from './document-pdf.ts';
export { GstReportService } from './gst-report.service.ts';
export { adminDocumentRoutes, buyerDocumentRoutes, gstReportRoutes, vendorDocumentRoutes } from './documents.routes.ts';
export { openPdf, write as writePdfText, writeRow as writePdfRow } from './pdf-text.ts';
