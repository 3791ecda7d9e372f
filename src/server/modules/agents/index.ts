// agents: field agents (docs/product-rules.md 55, docs/decisions/0070): the farmers each keeps,
// added with the farmer's code; the commission rates, the ledger earned on delivery, reversed on
// a return, paid out by the accountant. The front door of the module (docs/decisions/0042).
export { AgentFarmers } from './agent-farmers.service.ts';
export { Commissions, commissionOf } from './commissions.service.ts';
export { PickupPoints, type PickupFor } from './pickup-points.service.ts';
export { adminAgentRoutes, storePickupPointRoutes } from './agents.routes.ts';
