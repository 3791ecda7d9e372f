import { describe, expect, it } from 'vitest';
import { LocalCacheBus } from '../../src/server/shared-state/cache-bus.ts';
import { KeptCopy } from '../../src/server/shared-state/kept-copy.ts';
import { KeptLoads } from '../../src/server/shared-state/kept-loads.ts';

describe('a server\'s kept copy of what is read often and saved rarely (docs/decisions/0032)', () => {
  it('is read once until its time is up or its topic changes', async () => {
    let now = 0;
    let reads = 0;
    const bus = new LocalCacheBus();
    const copy = KeptCopy.on(bus, 'ondc', async () => ++reads, 60_000, () => now);
    expect(await copy.get()).toBe(1);
    now = 59_999;
    expect(await copy.get()).toBe(1);
    now = 60_000;
    expect(await copy.get()).toBe(2);
    await bus.changed('offers');
    expect(await copy.get()).toBe(2);
    await bus.changed('ondc');
    expect(await copy.get()).toBe(3);
  });

  it('is read again when the clock has stepped back since it was read', async () => {
    let now = 1_000_000;
    let reads = 0;
    const copy = new KeptCopy(async () => ++reads, 60_000, () => now);
    expect(await copy.get()).toBe(1);
    now -= 15 * 86_400_000;
    expect(await copy.get()).toBe(2);
    expect(await copy.get()).toBe(2);
  });

  it('does not keep a read that was under way when the copy was dropped', async () => {
    let release!: (value: string) => void;
    let value = 'before the save';
    const copy = new KeptCopy(() => (value === 'before the save' ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve(value)), 60_000, () => 0);
    const reading = copy.get();
    copy.drop();
    value = 'after the save';
    release('before the save');
    expect(await reading).toBe('before the save');
    expect(await copy.get()).toBe('after the save');
  });
});

describe('loads kept by key', () => {
  it('does the work once for the requests arriving while it runs, keeps it for its time, and drops a failed one', async () => {
    let now = Date.parse('2026-12-10T04:30:00Z');
    let loads = 0;
    const kept = new KeptLoads<number>({ max: 10, ttlMs: 1000, now: () => now });
    const load = async () => ++loads;
    expect(await Promise.all([kept.get('a', load), kept.get('a', load)])).toEqual([1, 1]);
    expect(await kept.get('b', load)).toBe(2);
    now += 1000;
    expect(await kept.get('a', load)).toBe(1);
    now += 1;
    expect(await kept.get('a', load)).toBe(3);
    await expect(kept.get('c', () => Promise.reject(new Error('no database')))).rejects.toThrow('no database');
    expect(await kept.get('c', load)).toBe(4);
    kept.clear();
    expect(await kept.get('a', load)).toBe(5);
  });

  it('drops what it kept when the clock has stepped back since', async () => {
    let now = Date.parse('2026-12-25T04:30:00Z');
    let loads = 0;
    const kept = new KeptLoads<number>({ max: 10, ttlMs: 60_000, now: () => now });
    const load = async () => ++loads;
    expect(await kept.get('a', load)).toBe(1);
    now -= 15 * 86_400_000;
    expect(await kept.get('a', load)).toBe(2);
    now += 60_000;
    expect(await kept.get('a', load)).toBe(2);
    now += 1;
    expect(await kept.get('a', load)).toBe(3);
  });
});
