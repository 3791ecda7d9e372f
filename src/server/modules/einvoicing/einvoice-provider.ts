/**
 * The e-invoicing provider (docs/decisions/0061): whoever carries the shop's invoices to the
 * Invoice Registration Portal (IRP) and brings back its IRN. One GSP today (gsp-provider.ts, the
 * NIC e-invoice API as a GSP passes it through); another is one more class of this interface.
 */

/** What the IRP gave a registered invoice: its reference number, acknowledgement and signed QR code. */
export interface RegisteredInvoice {
  irn: string;
  ackNo: string;
  /** As the IRP writes it: "yyyy-MM-dd HH:mm:ss", India's time. */
  ackDate: string;
  /** The signed QR code's text (a JWT the IRP signed); null when the provider did not give it. */
  signedQrCode: string | null;
  /** The IRP had registered this invoice before (error 2150): the IRN is the one it gave then. */
  duplicate: boolean;
}

/** The IRP's cancellation reasons (NIC e-invoice API, Cancel IRN: CnlRsn). */
export const CANCEL_REASONS = { duplicate: '1', dataEntryMistake: '2', orderCancelled: '3', other: '4' } as const;

export interface CancelRequest {
  irn: string;
  reason: (typeof CANCEL_REASONS)[keyof typeof CANCEL_REASONS];
  /** The remark the IRP keeps with it (at most 100 characters). */
  remark: string;
}

export interface EInvoiceProvider {
  /** Registers an invoice of the supplier `gstin` (the INV-01 JSON, einvoice-payload.ts) and answers its IRN. */
  generate(gstin: string, invoice: object): Promise<RegisteredInvoice>;
  /** Cancels an IRN of the supplier `gstin` (the IRP allows it within 24 hours of its acknowledgement). */
  cancel(gstin: string, request: CancelRequest): Promise<{ cancelledAt: string | null }>;
}

/**
 * The provider refused or could not take a request. `retryable`: worth trying again later (a
 * timeout, a dropped connection, the provider's 5xx, 429 or 408); otherwise the IRP judged the
 * invoice (a validation error) and the same request would fail the same way. The message is the
 * provider's error text and code, never a credential.
 */
export class EInvoiceError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The IRP's error code, when it gave one ("2150", "2172"...). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'EInvoiceError';
  }
}
