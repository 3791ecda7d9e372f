// ondc: the shop as a seller node on the Open Network for Digital Commerce, domain ONDC:AGR10
// (docs/product-rules.md 62, docs/decisions/0077): its identity and signatures (ed25519 over
// BLAKE2b-512 digests), the registry's keys, the network's calls verified and answered ACK, the
// callbacks owed sent from an outbox with backoff, the AGR10 catalogue built from the shop's own
// products, and Admin -> ONDC. The front door of the module (docs/decisions/0042).
export { OndcNode, ANSWERED_ACTIONS, type OndcNodeOptions } from './ondc-node.ts';
export { OndcAdmin, type NetworkOrderCounts, type OfferedProductCheck } from './ondc-admin.ts';
export { type CallbackRun } from './ondc-callbacks.ts';
export { type CatalogueReads } from './offered-products.ts';
export { type ShopFactsSources } from './on-search.ts';
export { type OrderQuotes } from './on-quote.ts';
export { type NetworkOrders } from './network-orders.ts';
export { type IssueDesk, type IssueRespondent, type IssueTicket } from './on-issue.ts';
export { type OndcIdentity } from './ondc-identity.ts';
export { OndcRegistryClient, type Registry, type RegistryEntry } from './registry.ts';
export { knownRegistryEncryptionKey } from './subscribe-challenge.ts';
export { generateOndcKeyPairs, subscribePayload } from './key-pairs.ts';
export { ondcRoutes, ondcSiteVerificationRoute, type OnSubscribeKeys } from './ondc.routes.ts';
export { adminOndcRoutes } from './admin-ondc.routes.ts';
