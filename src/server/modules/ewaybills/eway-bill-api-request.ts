import type { EWayBillJson } from './eway-bill-json.ts';

type BulkBill = EWayBillJson['billLists'][number];

/**
 * The "Generate e-Way Bill" request of NIC's EWB API (version 1.03, its JSON schema and sample)
 * from the bulk file's bill (docs/decisions/0073): the same Part A and Part B, with the API's
 * names where the bulk file renames them (`transactionType`, `actFromStateCode`,
 * `actToStateCode`, `otherValue`, `cessNonAdvolValue`, an item's `cessNonadvol`), no `userGstin`
 * (the signed-in GSTIN is the generator) and no item numbers, and the types of the API's schema:
 * `subSupplyType`, `transMode` and `transDistance` as text, the HSN code as a number.
 */
export function eWayBillApiRequest(bill: BulkBill) {
  const { userGstin: _generator, transType, actualFromStateCode, actualToStateCode, OthValue, TotNonAdvolVal, itemList, subSupplyType, transMode, transDistance, ...same } = bill;
  return {
    ...same,
    subSupplyType: String(subSupplyType),
    transactionType: transType,
    actFromStateCode: actualFromStateCode,
    actToStateCode: actualToStateCode,
    otherValue: OthValue,
    cessNonAdvolValue: TotNonAdvolVal,
    transMode: String(transMode),
    transDistance: String(transDistance),
    itemList: itemList.map(({ itemNo: _n, cessNonAdvol, hsnCode, ...item }) => ({ ...item, hsnCode: Number(hsnCode), cessNonadvol: cessNonAdvol })),
  };
}
