/**
 * The e-way bill provider (docs/decisions/0073, "Through a GSP"): whoever carries the shop's
 * Part A and Part B to the e-way bill system and brings back the bill's number and validity. One
 * GSP today (gsp-eway-bill-provider.ts, NIC's EWB API as a GSP passes it through); another is one
 * more class of this interface. Without one the dispatcher uploads the bulk JSON on the portal.
 */

/** What the e-way bill system gave: the bill's number, when it was generated and to when it is valid. */
export interface GeneratedEWayBill {
  /** 12 digits. */
  ewbNo: string;
  /** The instant it was generated (ISO, from the system's India time). */
  ewayBillDate: string;
  /** The instant it stops being valid: midnight in India at the end of its last day (ISO). */
  validUpto: string;
  /** The system had generated one for this invoice before (error 604): this is that bill. */
  duplicate: boolean;
}

export interface EWayBillProvider {
  /**
   * Generates the e-way bill of `request` (the API's JSON of Part A and Part B,
   * eway-bill-api-request.ts) under the shop's GSTIN; the document's type and number let a bill
   * generated before for it (an answer lost) be asked for.
   */
  generate(request: object, document: { docType: string; docNo: string }): Promise<GeneratedEWayBill>;
}

/**
 * The provider refused or could not take a request. `retryable`: worth trying again later (a
 * timeout, a dropped connection, the provider's 5xx, 429 or 408); otherwise the system judged the
 * bill (its error codes) and the same request fails the same way. The message is the system's
 * codes and texts, never a credential.
 */
export class EWayBillError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The system's error codes, when it gave them ("604", "312"...). */
    readonly codes: readonly string[] = [],
  ) {
    super(message);
    this.name = 'EWayBillError';
  }
}
