// ewaybills: when a consignment needs an e-way bill (CGST Rule 138), how long one is valid, and
// the JSON the e-way bill portal takes for bulk generation (docs/decisions/0073). Pure code as yet:
// no table, route or GSP. The front door of the module (docs/decisions/0042).
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
