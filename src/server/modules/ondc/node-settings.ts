import type { UnitOfWork } from '#server/db/unit-of-work';
import type { CacheBus } from '#server/shared-state/cache-bus';
import { KeptCopy } from '#server/shared-state/kept-copy';
import * as repo from './ondc.repository.ts';

/** What the node reads of its own settings for every call the network sends (docs/product-rules.md 62). */
export interface NodeSettings {
  /** The store's place and days to ship (Admin -> ONDC); undefined until the owner saves them. */
  settings: repo.OndcSettingsRow | undefined;
  /** The products the owner keeps off the network. */
  withheld: ReadonlySet<string>;
}

/**
 * Read again at least once a minute; a save in Admin -> ONDC drops every server's copy at once
 * (the cache bus's 'ondc'). A gateway forwards every buyer app's searches: two reads fewer per
 * search is a fifth of its database work (docs/benchmarks.md, ONDC).
 */
const KEPT_MS = 60_000;

export function keptNodeSettings(work: UnitOfWork, bus: CacheBus, now: () => number): KeptCopy<NodeSettings> {
  return KeptCopy.on(
    bus,
    'ondc',
    async () => {
      const [settings, withheld] = await Promise.all([repo.findSettings(work.db), repo.withheldProductIds(work.db)]);
      return { settings, withheld };
    },
    KEPT_MS,
    now,
  );
}
