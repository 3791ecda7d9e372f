import { describe, expect, it } from 'vitest';
import { durationMs } from '../../src/server/modules/ondc/iso-duration.ts';
import { retryDelayMs } from '../../src/server/modules/ondc/ondc-callbacks.ts';

describe('ONDC durations (ttl, time_to_ship, return_window)', () => {
  it.each([
    ['PT30S', 30_000],
    ['PT1.5S', 1500],
    ['PT1H30M', 5_400_000],
    ['P1D', 86_400_000],
    ['P1W', 7 * 86_400_000],
    ['P1DT2H', 26 * 3_600_000],
  ])('%s is %i ms', (text, ms) => expect(durationMs(text)).toBe(ms));

  it.each(['', 'P', 'PT', '30S', 'P1H', 'PT-5S', 'P1DT'])('%j is no duration', (text) => expect(durationMs(text)).toBeNaN());
});

describe('a callback\'s retries', () => {
  it('wait 1 s, then twice as long each time, never more than 5 minutes', () => {
    expect([1, 2, 3, 4, 9, 10, 40].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 256_000, 300_000, 300_000]);
  });
});
