// seeds: seed lots (germination, validity, stock per lot) and the seed label's columns
// (docs/product-rules.md 28). The front door of the module (docs/decisions/0042).
export { SeedLotsService, type LotTake, type LineUnitsBack } from './seed-lots.service.ts';
export type { SeedProducts } from './seed-products.ts';
export { seedColumnsOf } from './seed-label.ts';
export { adminSeedLotRoutes, vendorSeedLotRoutes } from './seed-lots.routes.ts';
