// returns: a buyer's return of delivered lines, the shop's decision, restock and refund.
// The front door of the module (docs/decisions/0042).
export { ReturnsService } from './returns.service.ts';
export { ReceiveReturn } from './receive-return.workflow.ts';
export { adminReturnRoutes, storeReturnRoutes, vendorReturnRoutes } from './returns.routes.ts';
