import type { z } from 'zod';
import type { AckResponse, BecknErrorType } from './beckn-context.ts';

/**
 * The ONDC error codes the shop's seller node sends, with the meaning ONDC gives each, word for
 * word: ONDC-Official/ONDC-RET-Specifications, branch draft-1.x, commit
 * b07edc419d2b5040d9adbb620c5024cddaf1547c, api/components/error_codes/ErrorCodes/ErrorCodes.yaml
 * (the same table as Error-Codes.xlsx in that branch). In that table 10000-10002 are the
 * gateway's codes and 20000-27502 the buyer app's; a seller app answers with its own 30000-50008
 * codes, so only those are here. `becknType` is the Beckn Error.type the shop sends with the code
 * (beckn_yaml Error.type enum); ONDC's table has no such column, so it is the shop's reading of
 * which class of error each code is.
 */
export interface OndcErrorCode {
  /** ONDC's "Type" column: who sends the code. */
  sender: 'Seller App';
  message: string;
  description: string;
  becknType: BecknErrorType;
}

export const ONDC_ERRORS = {
  '30000': { sender: 'Seller App', message: 'Invalid request', description: 'Invalid request does not meet API contract specifications', becknType: 'JSON-SCHEMA-ERROR' },
  '30001': { sender: 'Seller App', message: 'Provider not found', description: 'When Seller App is unable to find the provider id sent by the Buyer App', becknType: 'DOMAIN-ERROR' },
  '30002': { sender: 'Seller App', message: 'Provider location not found', description: 'When Seller App is unable to find the provider location id sent by the Buyer App', becknType: 'DOMAIN-ERROR' },
  '30004': { sender: 'Seller App', message: 'Item not found', description: 'Unable to find details for item, may have been deleted', becknType: 'DOMAIN-ERROR' },
  '30005': { sender: 'Seller App', message: 'Invalid return request', description: 'Return reason is invalid', becknType: 'DOMAIN-ERROR' },
  '30008': { sender: 'Seller App', message: 'Location Serviceability error', description: 'Pickup location not serviceable by Logistics Provider', becknType: 'DOMAIN-ERROR' },
  '30009': { sender: 'Seller App', message: 'Location Serviceability error', description: 'Dropoff location not serviceable by Logistics Provider', becknType: 'DOMAIN-ERROR' },
  '30010': { sender: 'Seller App', message: 'Location Serviceability error', description: 'Delivery distance exceeds the maximum serviceability distance', becknType: 'DOMAIN-ERROR' },
  '30012': { sender: 'Seller App', message: 'Invalid cancellation reason', description: 'Cancellation reason is invalid', becknType: 'DOMAIN-ERROR' },
  '30016': { sender: 'Seller App', message: 'Invalid Signature', description: 'Cannot verify signature for request', becknType: 'CONTEXT-ERROR' },
  '30017': { sender: 'Seller App', message: 'Merchant unavailable', description: 'Merchant is currently not taking orders', becknType: 'DOMAIN-ERROR' },
  '30018': { sender: 'Seller App', message: 'Invalid Order', description: 'Order not found', becknType: 'DOMAIN-ERROR' },
  '30019': { sender: 'Seller App', message: 'Order Confirm Error', description: 'Seller App is unable to confirm the order', becknType: 'DOMAIN-ERROR' },
  '30022': { sender: 'Seller App', message: 'Stale Request', description: 'Cannot process stale request', becknType: 'CONTEXT-ERROR' },
  '30023': { sender: 'Seller App', message: 'Minimum order value error', description: 'Cart value is less than minimum order value', becknType: 'DOMAIN-ERROR' },
  '31001': { sender: 'Seller App', message: 'Internal Error', description: 'Cannot process request due to internal error, please retry', becknType: 'CORE-ERROR' },
  '31002': { sender: 'Seller App', message: 'Order validation failure', description: 'Order validation failure', becknType: 'DOMAIN-ERROR' },
  '31003': { sender: 'Seller App', message: 'Order processing in progress', description: 'Order processing in progress', becknType: 'DOMAIN-ERROR' },
  '40000': { sender: 'Seller App', message: 'Business Error', description: 'Generic business error', becknType: 'DOMAIN-ERROR' },
  '40001': { sender: 'Seller App', message: 'Feature not supported', description: 'Feature not supported', becknType: 'DOMAIN-ERROR' },
  '40002': {
    sender: 'Seller App',
    message: 'Item quantity unavailable',
    description: 'When the Seller App is unable to fulfill the required quantity for items in the order',
    becknType: 'DOMAIN-ERROR',
  },
  '40003': { sender: 'Seller App', message: 'Quote unavailable', description: 'Quote no longer available', becknType: 'DOMAIN-ERROR' },
  '40004': { sender: 'Seller App', message: 'Payment type not supported', description: 'Payment type not supported', becknType: 'DOMAIN-ERROR' },
  '40005': { sender: 'Seller App', message: 'Tracking not enabled', description: 'Tracking not enabled for any fulfillment in the order', becknType: 'DOMAIN-ERROR' },
  '40009': { sender: 'Seller App', message: 'Maximum order qty exceeded', description: 'Maximum order qty exceeded', becknType: 'DOMAIN-ERROR' },
  '50000': { sender: 'Seller App', message: 'Policy Error', description: 'Generic Policy Error', becknType: 'POLICY-ERROR' },
  '50001': { sender: 'Seller App', message: 'Cancellation not possible', description: "When the Seller App is unable to cancel the order due to it's cancellation policy", becknType: 'POLICY-ERROR' },
  '50002': { sender: 'Seller App', message: 'Updation not possible', description: "When the Seller App is unable to update the order due to it's updation policy", becknType: 'POLICY-ERROR' },
  '50007': { sender: 'Seller App', message: 'Fulfillment not found', description: 'Fulfillment not found', becknType: 'DOMAIN-ERROR' },
  '50008': { sender: 'Seller App', message: 'Fulfillment cannot be updated', description: 'Fulfillment has reached terminal state, cannot be updated', becknType: 'POLICY-ERROR' },
} as const satisfies Record<string, OndcErrorCode>;

export type OndcErrorCodeValue = keyof typeof ONDC_ERRORS;

/** The Beckn error object for a code: ONDC's message unless a more precise one is given. */
export function ondcError(code: OndcErrorCodeValue, message?: string, path?: string) {
  const entry: OndcErrorCode = ONDC_ERRORS[code];
  return { type: entry.becknType, code, message: message ?? entry.message, ...(path === undefined ? {} : { path }) };
}

export const ACK: AckResponse = { message: { ack: { status: 'ACK' } } };

/** A NACK carrying one of the codes above. */
export function nack(code: OndcErrorCodeValue, message?: string, path?: string): AckResponse {
  return { message: { ack: { status: 'NACK' } }, error: ondcError(code, message, path) };
}

/**
 * The NACK for a request that fails its schema: 30000 ("Invalid request does not meet API
 * contract specifications"), naming the first failing field as a JSON path ("message.order.items.0.id"),
 * so the buyer app's developer sees what to fix.
 */
export function nackForInvalidRequest(error: z.ZodError): AckResponse {
  const issue = error.issues[0];
  const path = issue ? issue.path.map(String).join('.') : '';
  const message = issue ? `${path || 'body'}: ${issue.message}` : undefined;
  return nack('30000', message, path || undefined);
}
