// health: /healthz, /readyz and /metrics, the storage state behind them, and the SIGTERM drain.
// The front door of the module (docs/decisions/0042).
export { registerDrain } from './drain.ts';
export { ShopMetrics } from './metrics.ts';
export { Readiness } from './readiness.ts';
export { StorageState } from './storage-state.ts';
export { databaseProbe, storageWriteCheck } from './database-checks.ts';
export { healthRoutes } from './health.routes.ts';
