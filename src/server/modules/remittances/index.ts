// remittances: the courier's COD remittances (Shiprocket's statement of a remittance, as CSV)
// matched to the orders it shipped: the cash of those that agree marked collected with the
// remittance's reference, the differences kept for the accountant (docs/product-rules.md 60,
// docs/decisions/0075). The front door of the module (docs/decisions/0042).
export { CodRemittances, type OrdersForRemittances, type ShipmentsForRemittances } from './cod-remittances.service.ts';
export { adminCodRemittanceRoutes } from './cod-remittances.routes.ts';
export { cellDate, cellRupeesToPaise, csvRecords, readRemittanceStatement, RemittanceFileError, STATEMENT_COLUMNS, type RemittanceStatement } from './remittance-statement.ts';
