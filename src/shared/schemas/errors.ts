import { z } from 'zod';

/**
 * Every code the API answers with in `error.code`: one closed set, so the server can only throw
 * a code the client knows, and the client branches on the code, never on the HTTP status.
 * `network_error` and `http_error` are the client's own (no connection; an answer that is not
 * the API's, e.g. a proxy's error page).
 */
export const ERROR_CODES = [
  // 400
  'bad_request',
  'validation_failed',
  'invalid_json',
  'bad_idempotency_key',
  'unknown_product',
  'no_active_payment_method',
  'cod_limit',
  'invalid_signature',
  // password reset (docs/product-rules.md 30): the link was tampered with, used, replaced or expired
  'reset_link_invalid',
  // 401, 403
  'unauthenticated',
  'invalid_credentials',
  'forbidden',
  'cross_site_request',
  // 404
  'not_found',
  // 409, 422
  'email_taken',
  'own_account',
  // staff roles (docs/product-rules.md 49): the shop's last owner keeps the role
  'last_owner',
  // the audit log is appended only: an entry is never changed or deleted (docs/product-rules.md 50)
  'audit_append_only',
  // an order placed for a farmer (docs/product-rules.md 53): his number is a vendor's or staff's;
  // his consent was not given in time, was refused by wrong codes, or is decided already
  'not_a_farmer',
  'consent_expired',
  'consent_ended',
  'consent_code_wrong',
  'consent_decided',
  // no SMS/WhatsApp set up to ask him; a code sent to his number a moment ago
  'consent_unavailable',
  'consent_wait',
  // a field agent (docs/product-rules.md 55): orders only for his own farmers, and sees only his
  // own orders; a farmer is added with the code he reads out; a payout never above the balance
  'not_agents_farmer',
  'not_agents_order',
  // a village pickup point checkout no longer offers the buyer (docs/product-rules.md 56)
  'pickup_point_unavailable',
  'quote_changed',
  'link_code_wrong',
  'link_ended',
  'payout_above_balance',
  'insufficient_stock',
  'out_of_stock',
  'stock_limit',
  'cart_full',
  'stock_changed',
  'not_kept_by_location',
  // a courier's booking from a godown (docs/product-rules.md 59): lines in two places, no shop e-mail to register it with
  'parcel_places_differ',
  // the dispatcher's move of a line to another place: the order no longer open, or another registration
  'place_not_changeable',
  'place_other_registration',
  'shop_email_missing',
  'location_stock_changed',
  'location_exists',
  'order_final',
  'status_unchanged',
  'status_changed_meanwhile',
  'vendor_not_approved',
  'vendor_status_unchanged',
  'idempotency_key_reused',
  'hsn_code_exists',
  'rate_exists',
  'gst_class_exists',
  'not_online_order',
  'already_paid',
  'payment_window_closed',
  'payment_not_due',
  // seed lots and dealer licences (docs/product-rules.md 28): a seed product without a valid lot, a lot number
  // used twice, a listing that needs a licence the vendor lacks, a seed's stock set by hand
  'lot_expired',
  'lot_exists',
  'licence_required',
  'seed_stock_from_lots',
  // delivery by pincode (docs/product-rules.md 29): an address the shop does not serve, cash refused at a pincode
  'not_deliverable',
  'cod_not_available',
  // e-mail (docs/product-rules.md 30): only a failed message that has not expired can be sent again
  'mail_not_retriable',
  // returns (docs/product-rules.md 24)
  'return_not_allowed',
  'return_window_closed',
  'return_already_requested',
  'return_status_changed',
  // saved addresses (docs/product-rules.md 32): an account keeps at most 10
  'address_limit',
  // reviews (docs/product-rules.md 33): only a buyer whose order of the product was delivered may review it
  'review_not_allowed',
  // a customer's own cancellation (docs/product-rules.md 31): only until the order ships
  'order_not_cancellable',
  // mobile sign-in and its one-time codes (docs/product-rules.md 36, docs/decisions/0050): a code asked
  // for too soon or too often, a wrong or ended code, a number another account has, a turned-off account
  'code_too_soon',
  'code_too_many',
  'code_wrong',
  'code_ended',
  'mobile_taken',
  'account_disabled',
  // deleting one's account (docs/product-rules.md 37): not while an order is still on its way
  'open_orders',
  // label claims (docs/product-rules.md 41): a claim recorded twice, or deleted while products are used within it
  'label_claim_exists',
  'label_claim_in_use',
  // the crop guide (docs/product-rules.md 39): a crop added twice, or a crop or problem removed while products or farms name it
  'crop_exists',
  'crop_in_use',
  // coupons (docs/product-rules.md 43): a code that does not apply (params.reason says why), a code taken, a coupon orders name
  'coupon_refused',
  'coupon_exists',
  'coupon_in_use',
  // automatic offers (docs/product-rules.md 47): an offer orders took, removed; the offers changed while an order was placed
  'offer_in_use',
  'offers_changed',
  // e-invoicing (docs/product-rules.md 45): turned on without the shop's GSTIN or a provider; a retry of an e-invoice that has not failed
  'einvoicing_needs_gstin',
  'einvoicing_not_configured',
  'einvoice_not_retriable',
  // shipping through a courier (docs/product-rules.md 58): not set up on the server, booked already, the shop's address without its pincode, the courier's refusal (none serves the route, or its reason), the courier unreachable (503)
  'courier_not_configured',
  'shipment_exists',
  'shop_pincode_missing',
  'courier_refused',
  'courier_unavailable',
  // a failed delivery attempt's action (docs/product-rules.md 58) when none is open: delivered, moved on, or answered already
  'no_failed_attempt',
  // business prices (docs/product-rules.md 46): a request decided already
  'request_decided',
  // the call-back queue (docs/product-rules.md 51): a request another agent holds, or one closed already
  'call_back_taken',
  'call_back_closed',
  // grievances (docs/product-rules.md 54): a step the ticket's status does not allow (resolved or closed already...), an order number no order has
  'grievance_status',
  'unknown_order',
  // e-way bills (docs/product-rules.md 57): shipping without a valid one (params.reason: missing or expired); one
  // for an order that needs none; the invoice's data the portal would refuse (params.reason)
  'eway_bill_required',
  'eway_bill_not_needed',
  'eway_bill_data',
  // generated through a GSP (docs/decisions/0073): none set up on the server, a bill there already or being generated,
  // the e-way bill system's refusal (params.reason: its codes and texts), the provider unreachable (503)
  'eway_bill_gsp_not_configured',
  'eway_bill_exists',
  'eway_bill_refused',
  'eway_bill_unavailable',
  // COD remittances (docs/product-rules.md 60): a statement row that cannot be read (params.row, params.problem),
  // a remittance imported already
  'remittance_file_invalid',
  'remittance_exists',
  // ONDC (docs/decisions/0077): the registry's on_subscribe challenge, without the registry's key set on the server
  'ondc_not_configured',
  // other client errors the framework raises
  'payload_too_large',
  'unsupported_media_type',
  'uri_too_long',
  'rate_limited',
  // 500, 503
  'internal_error',
  'payment_unavailable',
  // too many photo uploads waiting to be decoded (media/photo-queue.ts): try again shortly
  'photos_busy',
  // the database cannot write: its disk is full or read-only (a write is refused, nothing is lost)
  'storage_unavailable',
  // no code can go out: the shop's daily cap of codes is reached, or the SMS/WhatsApp provider failed
  'codes_paused',
  'code_not_sent',
  // the client's own
  'network_error',
  'http_error',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Every error answer of the API has this body (docs/architecture.md, Errors). */
export const ApiErrorBody = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    /** Per-field messages for validation failures, keyed by the field's path ("shipping.pincode"). */
    fields: z.record(z.string(), z.string()).optional(),
    /**
     * The specifics of `message`, machine-readable (a product's name, a count, the stock now), so
     * a client can word the error in its own language: the shop's client fills the placeholders of
     * its text for the code (errors:<code>) with them.
     */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
/** The `params` of an error body. */
export type ErrorParams = Record<string, string | number>;
