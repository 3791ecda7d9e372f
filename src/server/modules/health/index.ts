// health: /healthz, /readyz and /metrics, the storage state behind them, and the SIGTERM drain.
// The front door of the module (docs/decisions/0042).
export { registerDrain } from './drain.ts';
export { ShopMetrics } from './metrics.ts';
export { Readiness } from './readiness.ts';
export { StorageState } from './storage-state.ts';
export { healthRoutes } from './health.routes.ts';

// Still read by other modules directly: to move behind the service (see decision 42)
export { countOrdersByPaymentStatus, pingDatabase, probeWrite } from './health.repository.ts';
