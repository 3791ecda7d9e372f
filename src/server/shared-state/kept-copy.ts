import type { CacheBus, CacheTopic } from './cache-bus.ts';

/**
 * A server's copy of something read often and saved rarely (docs/decisions/0032): read again after
 * `ttlMs`, and at once after a save (the cache bus's topic drops it on every server). A read under
 * way when the copy was dropped answers what it read but does not keep it.
 */
export class KeptCopy<T> {
  #copy: { at: number; value: T } | undefined;
  /** Counts the drops: a read that began before one is not kept after it. */
  #generation = 0;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** A copy dropped whenever `topic` changes. */
  static on<T>(bus: CacheBus, topic: CacheTopic, read: () => Promise<T>, ttlMs: number, now: () => number): KeptCopy<T> {
    const copy = new KeptCopy(read, ttlMs, now);
    bus.on(topic, () => copy.drop());
    return copy;
  }

  async get(): Promise<T> {
    // A copy from "the future" (the clock stepped back since) is read again rather than kept for ever.
    const age = this.#copy ? this.now() - this.#copy.at : -1;
    if (this.#copy && age >= 0 && age < this.ttlMs) return this.#copy.value;
    const generation = this.#generation;
    const value = await this.read();
    if (generation === this.#generation) this.#copy = { at: this.now(), value };
    return value;
  }

  drop(): void {
    this.#copy = undefined;
    this.#generation += 1;
  }
}
