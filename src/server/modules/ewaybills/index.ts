// ewaybills: when a consignment needs an e-way bill (CGST Rule 138), how long one is valid, the
// JSON the e-way bill portal takes for bulk generation, an order's bill entered by the dispatcher
// or generated through a GSP's e-way bill API, and the refusal to ship without one
// (docs/product-rules.md 57, docs/decisions/0073).
// The front door of the module (docs/decisions/0042).
export { EWayBills, EWayBillMarks, type Consignment, type EWayBillConsignments, type StaffNames } from './eway-bills.service.ts';
export { adminEWayBillRoutes } from './eway-bills.routes.ts';
export { EWayBillError, type EWayBillProvider, type GeneratedEWayBill } from './eway-bill-provider.ts';
export { GspEWayBillProvider, type EWayBillCredentials } from './gsp-eway-bill-provider.ts';
export { eWayBillApiRequest } from './eway-bill-api-request.ts';
export {
  consignmentValuePaise,
  DEFAULT_EWAY_BILL_THRESHOLD_PAISE,
  eWayBillThresholdPaise,
  eWayBillValidity,
  isEWayBillValidAt,
  needsEWayBill,
  validityDays,
  type ConsignmentLine,
  type EWayBillValidity,
} from './eway-bill-rules.ts';
export {
  buildEWayBillJson,
  EWAY_BILL_JSON_VERSION,
  EWayBillDataError,
  type EWayBillAddress,
  type EWayBillFacts,
  type EWayBillJson,
  type EWayBillLine,
} from './eway-bill-json.ts';
