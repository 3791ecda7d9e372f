// farm: a signed-in farmer's own crops and what each needs this week and next
// (docs/product-rules.md 42, docs/decisions/0057). The front door of the module (docs/decisions/0042).
export { FarmService, type FarmCalendars, type FarmProducts } from './farm.service.ts';
export { farmRoutes } from './farm.routes.ts';
