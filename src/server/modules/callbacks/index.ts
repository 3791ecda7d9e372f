// callbacks: the call-centre's call-back queue: missed calls through Exotel's Passthru applet,
// "Call me back" on the shop's pages and agents' own entries, folded into one open request a
// number, taken oldest first and closed with an outcome (docs/product-rules.md 51,
// docs/decisions/0066). The front door of the module (docs/decisions/0042).
export { CallBacks, type AgentLock, type CallBackNames, type CallerLookup } from './call-backs.service.ts';
export { storeCallBackRoutes, adminCallBackRoutes } from './call-backs.routes.ts';
export { telephonyRoutes } from './telephony.routes.ts';
