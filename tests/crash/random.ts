/**
 * A seeded random source (mulberry32): the crash test prints its seed, so a run's kill times and
 * the buyers' picks can be replayed with `--seed`. Not for anything secret.
 */
export class SeededRandom {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** `count` different items of `items`, in random order. */
  pick<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length) chosen.push(pool.splice(this.int(0, pool.length - 1), 1)[0]!);
    return chosen;
  }

  /** A new source for a part of the test, so that one part's draws do not shift another's. */
  fork(salt: number): SeededRandom {
    return new SeededRandom((this.seed ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0);
  }
}

/** A fresh seed when none is given. */
export const randomSeed = () => Math.floor(Math.random() * 2 ** 31);
