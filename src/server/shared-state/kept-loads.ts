import { LRUCache } from 'lru-cache';

export interface KeptLoadsOptions {
  /** How many keys are kept; the least recently used goes first. */
  max: number;
  /** Kept at most this long (none: until pushed out or cleared), by `now`, the shop's clock. */
  ttlMs?: number;
  now?: () => number;
}

/**
 * What this server worked out once and answers again under the same key: the work itself is kept
 * (a promise), so requests arriving while it runs wait for it rather than do it again; a failed
 * one is dropped. The key holds whatever the answer follows (a catalogue's version, say), so an
 * entry of an older state is simply no longer asked for.
 */
export class KeptLoads<T> {
  readonly #entries: LRUCache<string, Promise<T>>;
  readonly #now: (() => number) | undefined;
  /** The latest time a look saw: a clock seen going back from it drops everything. */
  #latest = -Infinity;

  constructor({ max, ttlMs, now }: KeptLoadsOptions) {
    // ttlResolution 0: the clock is asked at each look, not kept for a millisecond (a test moves it between two).
    this.#entries = new LRUCache<string, Promise<T>>({ max, ...(ttlMs ? { ttl: ttlMs, ttlResolution: 0 } : {}), ...(now ? { perf: { now } } : {}) });
    this.#now = ttlMs ? (now ?? performance.now.bind(performance)) : undefined;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    // An entry made before the clock stepped back would look younger than it is, for as long as
    // the step: lru-cache takes a negative age for a fresh one.
    if (this.#now) {
      const at = this.#now();
      if (at < this.#latest) this.#entries.clear();
      this.#latest = at;
    }
    const kept = this.#entries.get(key);
    if (kept) return kept;
    const loading = load();
    this.#entries.set(key, loading);
    loading.catch(() => {
      if (this.#entries.get(key) === loading) this.#entries.delete(key);
    });
    return loading;
  }

  /** Forgets everything: what the keys do not hold changed (the products kept off the network, say). */
  clear(): void {
    this.#entries.clear();
  }
}
