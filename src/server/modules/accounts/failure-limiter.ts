/**
 * Counts failures (wrong passwords, refused sign-ups) per key in a sliding window and refuses
 * further attempts once a key has too many. Kept in this process's memory: with several app
 * servers each one counts on its own, which still bounds guessing per server.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly maxFailures: number,
    readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(keys: string[], now = Date.now()): number {
    let wait = 0;
    for (const key of keys) {
      const times = this.recent(key, now);
      if (times.length >= this.maxFailures) wait = Math.max(wait, Math.ceil((times[0]! + this.windowMs - now) / 1000));
    }
    return wait;
  }

  fail(keys: string[], now = Date.now()): void {
    if (this.failures.size > this.maxKeys) this.failures.clear(); // bound memory under a flood
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
  }

  reset(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }
}
