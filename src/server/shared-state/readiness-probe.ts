/**
 * One dependency the shop cannot sell without: it answers, or it throws. /readyz asks each
 * (modules/health/readiness.ts): the database's, the disk's while it cannot save, and Redis's
 * PING with REDIS_URL (shared-state.ts). Here, below the modules, so that shared state can offer
 * its probe without knowing the health module (docs/decisions/0041-low-layers-and-errors.md).
 */
export interface ReadinessProbe {
  name: string;
  ping(): Promise<void>;
}
