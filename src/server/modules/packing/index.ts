// packing: the dispatcher's packing queue per place, its pick list and each order's packing slip
// (docs/product-rules.md 61, docs/decisions/0076). It owns no table: it reads orders, seed lots,
// products' shipping sizes and the places through ports. The front door of the module (docs/decisions/0042).
export { PackingService, PACKING_QUEUE_LIMIT, type OrdersToPack, type PickedLots, type ProductShipping, type PackingPlaces } from './packing.service.ts';
export { adminPackingRoutes } from './packing.routes.ts';
